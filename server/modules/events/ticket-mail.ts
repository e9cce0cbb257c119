import { and, eq, sql } from "drizzle-orm";
import { formatFullInZone } from "../../../contract/time-zones";
import { CHECK_IN_TEXT } from "../../../contract/ui-text";
import { eventRegistrations, events, mailLog, user } from "../../db/schema";
import type { Deps } from "../../deps";
import { renderMail } from "../../mail/templates/layout";
import { getSettings } from "../settings/queries";
import type { Tx } from "./capacity";
import { signTicket, ticketKey, ticketQrPath } from "./tickets";

export type TicketMailDeps = Pick<Deps, "mailer" | "config">;

/**
 * The RSVP confirmation with the ticket (issue 27, item 4): queued wherever a registration
 * becomes 'going' — the member's own RSVP, or a move in from the waitlist — inside the
 * transaction that makes it so (sent exactly when the change commits; the caller wakes the
 * outbox after commit). Once per ticket (its dedupe key): a member who cancels and comes back
 * keeps the same ticket, shown on their event card, and toggling, or confirming a place given
 * from the waitlist, cannot fill their inbox (decision 111). Answers whether a mail was queued.
 */
export async function queueTicketMail(
  tx: Tx,
  deps: TicketMailDeps,
  userId: string,
  eventId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({
      ticketId: eventRegistrations.id,
      email: user.email,
      title: events.title,
      start: events.startDate,
      zone: events.timeZone,
      // Already queued once: nothing to render while the event's row is locked.
      mailed: sql<boolean>`exists (SELECT 1 FROM ${mailLog}
        WHERE ${mailLog.dedupeKey} = 'ticket:' || ${eventRegistrations.id}::text)`,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(user, eq(user.id, eventRegistrations.userId))
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.userId, userId),
        eq(eventRegistrations.status, "going"),
      ),
    );
  if (!row || row.mailed) return false;
  const publicUrl = deps.config.publicUrl;
  const token = signTicket(ticketKey(deps.config.authSecret), eventId, row.ticketId);
  const link = `${publicUrl}/events#event-${eventId}`;
  const subject = CHECK_IN_TEXT.mailSubject(row.title);
  const paragraphs = [
    CHECK_IN_TEXT.mailIntro(row.title, formatFullInZone(row.start, row.zone)),
    CHECK_IN_TEXT.ticketHint,
  ];
  const { siteName } = await getSettings(tx);
  const { html } = await renderMail({
    siteName,
    publicUrl,
    heading: subject,
    paragraphs,
    image: { src: `${publicUrl}${ticketQrPath(token)}`, alt: `QR code: ${token}`, size: 240 },
    action: { label: CHECK_IN_TEXT.showTicket, url: link },
  });
  const queued = await deps.mailer.send(
    {
      kind: "ticket",
      to: row.email,
      subject,
      text: [...paragraphs, `Ticket code: ${token}`, link].join("\n\n"),
      html,
      link,
      dedupeKey: `ticket:${row.ticketId}`,
    },
    tx,
  );
  return queued !== null;
}
