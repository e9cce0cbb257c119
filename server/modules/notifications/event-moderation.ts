import { formatFullInZone } from "../../../contract/time-zones";
import type { Db } from "../../db/client";
import type { events } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { notifyPeople } from "../../realtime/hub";
import { tellMember } from "./senders";

/** Where an event is seen: its card on the Events page (the card's id is this anchor). */
export const eventPagePath = (eventId: string) => `/events#event-${eventId}`;

/**
 * The proposer of an event hears of the answer (approved or not) through the notification
 * centre, and by mail if they chose 'Immediately'; the mail names the event's date (in its own
 * zone) and, when approved, links its card. Their open Events pages are told to refresh at once
 * (whatever they chose for the bell). `by` names who answered.
 */
export async function notifyProposer(
  db: Db,
  mail: { mailer: Mailer; publicUrl: string },
  to: { id: string; email: string; name: string },
  event: Pick<
    typeof events.$inferSelect,
    "id" | "title" | "moderationStatus" | "moderationNotes" | "startDate" | "timeZone"
  >,
  by = "the alumni office",
) {
  const approved = event.moderationStatus === "approved";
  const when = formatFullInZone(event.startDate, event.timeZone);
  const said = approved
    ? `Your event "${event.title}" on ${when} has been approved and is now listed on the Events page.`
    : `Your event "${event.title}" on ${when} was not approved by ${by}.`;
  const notes = event.moderationNotes ? `Notes from ${by}: ${event.moderationNotes}` : "";
  const title = approved
    ? `Your event "${event.title}" was approved`
    : `Your event "${event.title}" was not approved`;
  await notifyPeople(db, [to.id], { type: "events" });
  await tellMember(
    db,
    mail.mailer,
    console,
    {
      toUserId: to.id,
      kind: "event_moderation",
      title,
      body: notes,
      path: approved ? eventPagePath(event.id) : "/events",
      groupKey: `event-moderation:${event.id}`,
      // Queued (mail_log and a delivery job): a refusing mail server means retries, never a lost mail.
      mail: {
        kind: "event-moderation",
        dedupeKey: `event-moderation:${event.id}`,
        subject: title,
        text: [
          `Hello ${to.name},`,
          "",
          said,
          ...(notes ? ["", notes] : []),
          ...(approved ? ["", `See it: ${mail.publicUrl}${eventPagePath(event.id)}`] : []),
        ].join("\n"),
      },
    },
    // The approved event's card; a refused one is not listed, so no link.
    approved ? mail.publicUrl : undefined,
  );
}
