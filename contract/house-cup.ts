import { z } from "zod";
import type { CompetitionDto, HouseDto } from "./dto";

/** GET /api/v1/house-cup: standings, results per competition and the calendar (spec §2 House Cup, §4). */
export interface StandingDto {
  house: HouseDto;
  points: number;
  /** 1 for the leader; ties keep a stable order by house name. */
  position: number;
}

export interface CompetitionResultsDto {
  competition: CompetitionDto;
  /** Sorted by position; empty means 'Results pending'. */
  results: Array<{
    id: string;
    position: number;
    points_awarded: number;
    house: Pick<HouseDto, "id" | "name" | "color" | "bg_light" | "text_color">;
  }>;
}

export interface HouseCupResponse {
  /** The school year(s) the dated competitions fall in, "2026-27" (decision 095). */
  academic_year: string;
  standings: StandingDto[];
  results: CompetitionResultsDto[];
  calendar: {
    /** Upcoming and ongoing competitions with a date, soonest first. */
    upcoming: CompetitionDto[];
    /** Completed competitions with a date, latest first. */
    completed: CompetitionDto[];
  };
  /** The Alumni Cup (issue 27, item 6): houses ranked by their alumni's engagement. */
  alumni_cup: AlumniCupDto;
}

/** The kinds of engagement that earn Alumni Cup points (decision 119). */
export const ALUMNI_CUP_KINDS = ["attended", "mentoring", "invitation", "job"] as const;
export type AlumniCupKind = (typeof ALUMNI_CUP_KINDS)[number];

/**
 * One line of why a house has its points: an aggregate (how many of its alumni, never who).
 * `event_title` names the event for 'attended' (events are public), null otherwise.
 */
export interface AlumniCupReasonDto {
  kind: AlumniCupKind;
  event_title: string | null;
  people: number;
  points: number;
}

export interface AlumniCupStandingDto {
  house: Pick<HouseDto, "id" | "name" | "color" | "bg_light" | "text_color">;
  /** Points after the monthly cap per person. */
  points: number;
  /** Living alumni of the house (In memoriam excluded): the fairness rule's denominator. */
  alumni: number;
  /** points × 100 / alumni, one decimal; 0 for a house without alumni. The table's order. */
  per_100: number;
  position: number;
  /** Largest first. */
  reasons: AlumniCupReasonDto[];
}

/** The Alumni Cup's rules, as the office set them (Admin › Competitions). */
export interface AlumniCupRules {
  attended_points: number;
  mentoring_points: number;
  invitation_points: number;
  /** A job posted in the season that received interest from another member. */
  job_points: number;
  monthly_cap: number;
  /** The season, inclusive dates (yyyy-MM-dd); both null: the current school year. */
  season_start: string | null;
  season_end: string | null;
}

export interface AlumniCupDto {
  /** The season's first and last day actually used (yyyy-MM-dd). */
  season: { start: string; end: string };
  rules: AlumniCupRules;
  standings: AlumniCupStandingDto[];
}

const points = z.number().int().min(0).max(100);
const seasonDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as yyyy-mm-dd")
  .nullable();

/** PUT /api/v1/admin/alumni-cup: the office's weights, monthly cap and season. */
export const alumniCupRulesSchema = z
  .object({
    attended_points: points,
    mentoring_points: points,
    invitation_points: points,
    job_points: points,
    monthly_cap: z.number().int().min(1, "The monthly cap must be at least 1").max(1000),
    season_start: seasonDay,
    season_end: seasonDay,
  })
  .refine((r) => !r.season_start || !r.season_end || r.season_start < r.season_end, {
    message: "The season must end after it starts",
    path: ["season_end"],
  });
