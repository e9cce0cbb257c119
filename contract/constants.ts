/** Business constants of spec §9, in one place for browser and server. */

export const HOUSES = ["Tata", "Hyderabad", "Kashmir", "Jaipur", "Oberoi"] as const;
export type HouseName = (typeof HOUSES)[number];

export const ROLES = ["admin", "moderator", "user"] as const;
export type Role = (typeof ROLES)[number];

export const EVENT_CATEGORIES = [
  "Networking",
  "Reunion",
  "Professional Development",
  "Social Gathering",
  "Sports Event",
  "Cultural Event",
  "Educational Workshop",
  "Community Service",
  "Other",
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const MODERATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const RSVP_STATUSES = ["going", "interested", "not-going"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
/** A registration's status: an RSVP, or a place in the waitlist of a full event (issue 27). */
export type RegistrationStatus = RsvpStatus | "waitlisted";
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  going: "Going",
  interested: "Interested",
  "not-going": "Can't Go",
};

export const COMPETITION_CATEGORIES = ["sports", "arts", "academics"] as const;
export type CompetitionCategory = (typeof COMPETITION_CATEGORIES)[number];
export const COMPETITION_STATUSES = ["upcoming", "ongoing", "completed"] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];
export const PODIUM_POSITIONS = [1, 2, 3] as const;

export const LIMITS = {
  headerSearchMinChars: 3,
  headerSearchDebounceMs: 300,
  headerSearchResults: 6,
  /** Longest search text the API takes (directory, header search, news); inputs stop there too. */
  searchTextMax: 100,
  /** Longest location or industry a list's filter takes (events, directory): a longer one in an address is cut to it. */
  filterPlaceMax: 120,
  /** Longest category or house a list's filter takes (events, news, directory). */
  filterNameMax: 60,
  directoryProfiles: 500,
  /** Cards on one page of the directory (issue 22): the rest of its 500 are on `?page=` pages. */
  directoryPageSize: 24,
  messagingProfiles: 500,
  homeStatisticsProfiles: 1000,
  recentAchievementDays: 30,
  homeNewsFetched: 10,
  homeFeaturedNews: 3,
  homeFeaturedAlumni: 3,
  homeUpcomingEvents: 1,
  cardInterests: 2,
  avatarMaxBytes: 4 * 1024 * 1024,
  chatMessageMaxChars: 1000,
  chatPanelHeightPx: 600,
  messageDialogRows: 8,
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  nameMin: 2,
  nameMax: 100,
  bioMax: 500,
  graduationYearMin: 1950,
  graduationYearInputMax: 2030,
  graduationYearAheadOfNow: 10,
  eventDescriptionPreview: 100,
  newsSummaryPreview: 100,
  competitionDescriptionPreview: 80,
  redirectDelayMs: 2000,
  tooltipDelayMs: 150,
  realtimeHeartbeatMs: 25_000,
  realtimeBackoffMs: [1000, 2000, 5000, 10_000],
} as const;

/**
 * Public lists a page at a time (issue 22, decision 131), as the directory is (decision 100):
 * the server renders the first page with the true total, `?page=N` links reach the rest, and a
 * phone never holds more than one page of cards. (Here, not in list-pages.ts: no zod on a page.)
 */
export const LIST_PAGE_SIZE = 24;
/** The last page a paged list answers (a bound on the database's OFFSET: 24,000 items). */
export const MAX_LIST_PAGE = 1000;

/** The last `?page=` of the longest profile list the API gives (home statistics' 1000). */
export const MAX_DIRECTORY_PAGE = Math.ceil(LIMITS.homeStatisticsProfiles / LIMITS.directoryPageSize);

export const SKELETON_COUNTS = {
  directoryCards: 10,
  events: 6,
  pastEvents: 3,
  conversations: 5,
} as const;

/** Statistics trend rule: more than 100 alumni reads '+12% this month'. */
export const TREND_THRESHOLD = 100;
export const FALLBACK_STATISTICS = {
  alumni: 2847,
  upcomingEvents: 8,
  cities: 156,
  achievements: 23,
} as const;

export const DATE_FORMAT = "MMMM d, yyyy";
export const TIME_FORMAT = "h:mm a";

export const SETTINGS_DEFAULTS = {
  siteName: "Alumni Portal",
  contactEmail: "alumni@example.org",
  maxUploadMb: 10,
  /**
   * The school's time zone (issue 29): the public pages' dates, the school year, a newsletter's
   * schedule and an event's zone when none is chosen. An office setting (Admin › Settings); the
   * demo school's is India's. The only place the portal names a zone of its own.
   */
  timeZone: "Asia/Kolkata",
} as const;

export const HOUSE_COLOR_DEFAULTS = {
  color: "#000000",
  bgLight: "#f0f0f0",
  textColor: "#ffffff",
} as const;

/**
 * The month (1-12) a school year starts: April, as Indian schools' years run April to March.
 * The House Cup's season is the school year its competitions fall in (decision 095).
 */
export const ACADEMIC_YEAR_START_MONTH = 4;
export const MOTTO = "Knowledge Our Light";

/** The latest graduation year accepted today (spec §5: current year plus 10). */
export function maxGraduationYear(now: Date = new Date()): number {
  return now.getFullYear() + LIMITS.graduationYearAheadOfNow;
}
