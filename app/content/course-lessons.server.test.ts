import { describe, expect, it } from "vitest";
import { LESSONS, lessonDay, weekOf } from "./course-lessons.server";

describe("the 21-day course", () => {
  it("has 21 lessons, Days 1-4 as SPEC names them", () => {
    expect(LESSONS.map((l) => l.day)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(LESSONS.slice(0, 4).map((l) => l.title)).toEqual([
      "AI Prompt Fundamentals",
      "Guest Communication AI",
      "Operational Efficiency",
      "Personalized Guest Experiences",
    ]);
  });

  it("groups days into the three week themes", () => {
    expect([1, 7, 8, 14, 15, 21].map((d) => weekOf(d).title)).toEqual([
      "AI Foundations",
      "AI Foundations",
      "Practical Applications",
      "Practical Applications",
      "Advanced Strategies",
      "Advanced Strategies",
    ]);
  });

  it("counts today's lesson from the start of access, from 1 to 21", () => {
    const start = new Date("2026-11-01T10:00:00Z");
    expect(lessonDay(null)).toBe(1);
    expect(lessonDay(start, new Date("2026-11-01T23:00:00Z"))).toBe(1);
    expect(lessonDay(start, new Date("2026-11-03T10:00:00Z"))).toBe(3);
    expect(lessonDay(start, new Date("2027-01-01T10:00:00Z"))).toBe(21);
  });
});
