import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AttendedEvent } from "../../../contract/check-in";
import { SCREEN_MESSAGES } from "../../../contract/ui-text";
import type { Viewer } from "../../auth/viewer";
import { type Db, queryRows } from "../../db/client";
import { profiles } from "../../db/schema";
import type { RoutesPlugin } from "../../deps";
import { notFound } from "../../errors";
import { canSeeEventsAttended, canSeeProfile, listedInDirectory, profileAudience } from "../../policies";
import { privacyOf } from "../../presenters/profile";

interface Row {
  id: string;
  title: string;
  start_date: Date | string;
  time_zone: string;
}

/**
 * The events a profile's member was checked in at (issue 27, item 5), latest first, or null
 * when this viewer may not see them (policies.ts canSeeEventsAttended). Hidden is an answer
 * like any other, not an error, so the page does not tell a refusal from an empty list.
 */
export async function eventsAttended(
  db: Db,
  viewer: Viewer | null,
  profileId: string,
): Promise<{ events: AttendedEvent[] | null }> {
  const [profile] = await db
    .select({
      userId: profiles.userId,
      privacy: profiles.privacySettings,
      awaitingVerification: profiles.awaitingVerification,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const audience = profileAudience(viewer, profile?.userId ?? null);
  const privacy = privacyOf(profile?.privacy);
  const listed =
    Boolean(profile) && listedInDirectory({ privacy, awaitingVerification: profile.awaitingVerification });
  if (!profile || !canSeeProfile(audience, listed)) throw notFound(SCREEN_MESSAGES.profileNotFound);
  if (!profile.userId || !canSeeEventsAttended(audience, privacy, listed)) return { events: null };
  const rows = await queryRows<Row>(
    db,
    sql`SELECT e.id, e.title, e.start_date, e.time_zone
        FROM event_check_ins c
        JOIN event_registrations r ON r.id = c.registration_id
        JOIN events e ON e.id = c.event_id
        WHERE r.user_id = ${profile.userId} AND e.moderation_status = 'approved'
        ORDER BY e.start_date DESC, e.id
        LIMIT 50`,
  );
  return { events: rows.map((r) => ({ ...r, start_date: new Date(r.start_date).toISOString() })) };
}

const idParams = z.object({ id: z.uuid({ message: SCREEN_MESSAGES.profileNotFound }) });

export const eventsAttendedRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/profiles/:id/events-attended", { schema: { params: idParams } }, async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return eventsAttended(db, req.viewer ?? null, req.params.id);
  });
};
