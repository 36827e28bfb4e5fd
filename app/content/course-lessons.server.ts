/**
 * The 21-day plan behind /course (SPEC §2: Days 1-4 and the three week themes).
 * Each lesson is one technique and one task to try on the next shift.
 */
import { COURSE_DAYS, COURSE_WEEKS } from "./home-course";

export type Lesson = { day: number; title: string; goal: string; task: string };

const LATER_DAYS: Omit<Lesson, "day">[] = [
  { title: "Data Rules for Guest Information", goal: "Know what guest data may go into an AI tool and what never should.", task: "Write your team's three-line rule for guest names, contact details and health information." },
  { title: "Building a Shared Prompt Library", goal: "Save the prompts that work so the whole team uses the best version.", task: "Collect the five prompts your team used most this week into one shared document." },
  { title: "Week 1 Review", goal: "Measure what the first week saved.", task: "List the tasks AI helped with this week and the minutes each one saved." },
  { title: "Menu Descriptions That Sell", goal: "Write dish descriptions in your house style, with allergens checked by a person.", task: "Rewrite three menu descriptions and test them on two regular guests." },
  { title: "Social Posts in Your Voice", goal: "Plan a week of posts from one brief.", task: "Generate next week's posts from your specials list and approve them in one sitting." },
  { title: "Staff Training Quizzes", goal: "Turn an SOP into a short quiz for new starters.", task: "Make a ten-question quiz from your closing SOP and run it at the next briefing." },
  { title: "Cost Control Questions", goal: "Ask the right questions of your food cost and labour figures.", task: "Paste last week's figures (no personal data) and ask for the three biggest variances." },
  { title: "Supplier E-mails and Negotiation", goal: "Draft firm, polite supplier messages.", task: "Draft a price review request for your largest supplier and check every number yourself." },
  { title: "Rotas and Shift Notes", goal: "Draft rotas from forecast covers and turn shift notes into handovers.", task: "Summarise this week's shift notes into a one-page handover for the manager on duty." },
  { title: "Week 2 Review", goal: "Choose the applications worth keeping.", task: "Keep the three uses that saved the most time; drop the rest." },
  { title: "Workflows, Not Single Prompts", goal: "Chain prompts into a repeatable routine.", task: "Write the steps for your weekly review-reply routine, with the prompt for each step." },
  { title: "Review Analysis at Scale", goal: "Find patterns across a month of reviews.", task: "Group last month's reviews by theme and pick one fix for the most frequent complaint." },
  { title: "Forecasting with Your Own Numbers", goal: "Use past covers and bookings to sanity-check a forecast.", task: "Compare an AI-assisted forecast with your own for next weekend, then check both against the result." },
  { title: "Automation Without Risk", goal: "Decide which steps a person must always check.", task: "Mark each step of one workflow as automatic, checked or human-only." },
  { title: "Personalisation at Check-in and at the Table", goal: "Use preferences and history respectfully.", task: "Write the guest-note template your team fills in, with what must never be recorded." },
  { title: "Measuring the Return", goal: "Put hours saved and results into one page.", task: "Fill in the one-page return sheet: hours saved, cost, and one guest-facing result." },
  { title: "Your 90-Day AI Plan", goal: "Leave with a plan the team owns.", task: "Name an owner, three uses and a review date for the next 90 days." },
];

export const LESSONS: Lesson[] = [
  ...COURSE_DAYS.map((d) => ({ day: d.day, title: d.title, goal: d.text, task: "Try today's technique on one real task before the end of your shift." })),
  ...LATER_DAYS.map((lesson, i) => ({ day: COURSE_DAYS.length + i + 1, ...lesson })),
];

export const COURSE_LENGTH_DAYS = 21;

/** The week (theme) a day belongs to: days 1-7, 8-14, 15-21. */
export function weekOf(day: number) {
  return COURSE_WEEKS[Math.min(COURSE_WEEKS.length - 1, Math.floor((day - 1) / 7))]!;
}

/** Today's lesson: day 1 on the day access began, one more each day, the last one after day 21. */
export function lessonDay(startedAt: Date | null, now = new Date()): number {
  if (!startedAt) return 1;
  const days = Math.floor((now.getTime() - startedAt.getTime()) / 86_400_000);
  return Math.min(COURSE_LENGTH_DAYS, Math.max(1, days + 1));
}
