import type {
  CompetitionCategory,
  CompetitionStatus,
  ModerationStatus,
  RegistrationStatus,
} from "../../contract/constants";
import type { CompetitionDto, EventDto, HouseDto, NewsDto } from "../../contract/dto";
import { canonicalNewsCategory, NEWS_AUTHOR_FALLBACK } from "../../contract/news";
import type { competitions, events, houses, news } from "../db/schema";

/** Rows → API objects for news, events, houses and competitions (spec §3 names). */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function presentNews(row: typeof news.$inferSelect): NewsDto {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    category: canonicalNewsCategory(row.category),
    author: row.author,
    image_url: row.imageUrl,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A published article as every reader sees it (news list, home, article page): an article
 * without a byline is signed by the alumni office (decision 041). Admins see the raw field.
 */
export function presentPublicNews(row: typeof news.$inferSelect): NewsDto {
  return { ...presentNews(row), author: row.author?.trim() || NEWS_AUTHOR_FALLBACK };
}

/** The counts and the viewer's own registration, read with the event (events/queries.ts). */
export interface EventDerived {
  attendeeCount?: number | string | null;
  userRegistrationStatus?: string | null;
  waitlistCount?: number | string | null;
  userGuests?: number | null;
  userGuestNames?: string[] | null;
  userConfirmBy?: Date | string | null;
}

export function presentEvent(row: typeof events.$inferSelect, derived: EventDerived = {}): EventDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    start_date: row.startDate.toISOString(),
    end_date: iso(row.endDate),
    max_attendees: row.maxAttendees,
    is_virtual: row.isVirtual,
    registration_deadline: iso(row.registrationDeadline),
    time_zone: row.timeZone,
    image_url: row.imageUrl,
    organizer_id: row.organizerId,
    moderation_status: row.moderationStatus as ModerationStatus,
    moderation_notes: row.moderationNotes,
    moderated_at: iso(row.moderatedAt),
    created_at: row.createdAt.toISOString(),
    attendee_count: Number(derived.attendeeCount ?? 0),
    user_registration_status: (derived.userRegistrationStatus as RegistrationStatus | null) ?? null,
    guests_per_member: row.guestsPerMember,
    waitlist_confirm_hours: row.waitlistConfirmHours,
    waitlist_count: Number(derived.waitlistCount ?? 0),
    user_guests: Number(derived.userGuests ?? 0),
    user_guest_names: derived.userGuestNames ?? [],
    user_confirm_by: iso(derived.userConfirmBy ? new Date(derived.userConfirmBy) : null),
  };
}

/**
 * An event as members and visitors see it: the alumni office's moderation notes and time
 * stay with admins, and the organizer's account id with the organizer.
 */
export function presentPublicEvent(
  row: typeof events.$inferSelect,
  derived: Parameters<typeof presentEvent>[1] = {},
  viewerId: string | null = null,
): EventDto {
  const organizer = viewerId !== null && row.organizerId === viewerId ? row.organizerId : null;
  return {
    ...presentEvent(row, derived),
    organizer_id: organizer,
    moderation_notes: null,
    moderated_at: null,
  };
}

export function presentHouse(row: typeof houses.$inferSelect): HouseDto {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    bg_light: row.bgLight,
    text_color: row.textColor,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentCompetition(row: typeof competitions.$inferSelect): CompetitionDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as CompetitionCategory,
    status: row.status as CompetitionStatus,
    competition_date: iso(row.competitionDate),
    first_place_points: row.firstPlacePoints,
    second_place_points: row.secondPlacePoints,
    third_place_points: row.thirdPlacePoints,
    created_at: row.createdAt.toISOString(),
  };
}
