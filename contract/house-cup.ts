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
}
