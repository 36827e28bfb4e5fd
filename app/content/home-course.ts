/** The Daily AI Course section (SPEC §2 "Home details", §4 "Daily course"). */

export const COURSE = {
  title: "Daily AI Course for Hospitality",
  text:
    "Ten minutes a day for 21 days. Each lesson gives your managers one technique and one prompt they can use on their next shift.",
  labels: {
    enroll: "Enroll in AI Course",
    access: "Access Today's AI Lesson",
    loading: "Accessing Today's Lesson...",
  },
  toasts: {
    preparing: {
      message: "Daily AI Course Access",
      description: "Your daily AI course materials are being prepared. They will be ready in a moment.",
    },
    ready: { message: "Course Materials Ready", description: "Today's lesson has opened in a new tab." },
  },
  /** SPEC §9: the course materials open after 1.5 s. */
  delayMs: 1500,
} as const;

/** Where today's lesson lives: the premium /course page (docs/decisions/123). */
export const COURSE_MATERIALS_URL = "/course";

export type CourseDay = { day: number; title: string; text: string };

export const COURSE_DAYS: CourseDay[] = [
  { day: 1, title: "AI Prompt Fundamentals", text: "Role, context, constraints and format: the four parts of a prompt that works." },
  { day: 2, title: "Guest Communication AI", text: "Replies to reviews, enquiries and complaints in your brand's voice." },
  { day: 3, title: "Operational Efficiency", text: "SOPs, rotas and checklists drafted in minutes, not evenings." },
  { day: 4, title: "Personalized Guest Experiences", text: "Use preferences and history to make every stay feel personal." },
];

export type CourseWeek = { days: string; title: string; text: string };

export const COURSE_WEEKS: CourseWeek[] = [
  { days: "Days 1-7", title: "AI Foundations", text: "Prompting basics, tools and the rules for using guest data safely." },
  { days: "Days 8-14", title: "Practical Applications", text: "Menus, marketing, staff training and cost control, one task a day." },
  { days: "Days 15-21", title: "Advanced Strategies", text: "Workflows, automation and measuring the return on your AI time." },
];
