import type { AlumniCupReasonDto } from "../house-cup";

const alumni = (n: number) => (n === 1 ? "1 alumnus" : `${n} alumni`);

/** The Alumni Cup tab on /house-cup (issue 27, item 6; decision 119). */
export const ALUMNI_CUP_TEXT = {
  tab: "Alumni Cup",
  intro:
    "Houses earn points from their alumni's engagement this season: coming to events, completing mentoring sessions, bringing classmates back and posting jobs that receive interest.",
  fairness: (cap: number) =>
    `Ranked by points per 100 living alumni, so every house competes fairly. One person earns at most ${cap} points a month.`,
  season: (start: string, end: string) => `Season ${start} to ${end}`,
  per100: "per 100 alumni",
  totals: (points: number, alumniCount: number) =>
    `${points} ${points === 1 ? "point" : "points"} · ${alumniCount} ${alumniCount === 1 ? "alumnus" : "alumni"}`,
  noPoints: "No points yet this season.",
  /** "Kashmir +3: 3 alumni attended the Pune meet-up" (the house's name is beside it). */
  reason: (r: AlumniCupReasonDto): string => {
    if (r.kind === "attended") return `${alumni(r.people)} attended ${r.event_title ?? "an event"}`;
    if (r.kind === "mentoring") return `${alumni(r.people)} completed mentoring sessions`;
    if (r.kind === "job") return `${alumni(r.people)} posted jobs that received interest`;
    return `${alumni(r.people)} brought classmates back`;
  },
};

/** Admin › Competitions › Alumni Cup rules (decision 119). */
export const ALUMNI_CUP_ADMIN_TEXT = {
  link: "Alumni Cup rules",
  title: "Alumni Cup rules",
  description: "What alumni earn for their house this season, and how much one person can earn in a month.",
  weights: "Points",
  attended: "Attended an event",
  mentoring: "Mentoring session completed",
  invitation: "Classmate brought back",
  job: "Job posted that received interest",
  cap: "Monthly cap per person",
  capHint: "Points over the cap in a month count nothing",
  season: "Season",
  seasonStart: "First day",
  seasonEnd: "Last day",
  seasonHint: "Leave both empty for the current school year (April to March)",
  loadFailed: "Could not load the Alumni Cup rules.",
  saved: "Alumni Cup rules saved",
  saveFailed: "Could not save the Alumni Cup rules",
  save: "Save Rules",
} as const;
