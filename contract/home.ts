import type { EventDto, NewsDto, ProfileDto } from "./dto";

/** GET /api/v1/home: everything the home page shows, in one answer (spec §2 Home). */
export interface HomeStatistics {
  /** Profiles listed in the directory. */
  alumni: number;
  /** Approved events starting from now. */
  upcoming_events: number;
  /** Distinct first comma-separated parts of location. */
  cities: number;
  /** News published in the last 30 days. */
  achievements: number;
}

export interface HouseLeaderDto {
  id: string;
  name: string;
  points: number;
  color: string;
  text_color: string;
}

export interface HomeResponse {
  statistics: HomeStatistics;
  featured_news: NewsDto[];
  house_leader: HouseLeaderDto | null;
  upcoming_event: EventDto | null;
  featured_alumni: ProfileDto[];
}
