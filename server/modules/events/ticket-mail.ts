import { and, eq } from "drizzle-orm";
import { formatFullInZone } from "../../../contract/time-zones";
import { CHECK_IN_TEXT } from "../../../contract/ui-text";
import type { Db } from "../../db/client";
import { eventRegistrations, events, user } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { renderMail } from "../../mail/templates/layout";
import { getSettings } from "../settings/queries";
import { signTicket, type TicketKey, ticketQrPath } from "./tickets";

/**
 * The RSVP confirmation with the ticket (issue 27, item 4): mailed when a member's RSVP becomes
 * 'going'. Once per ticket (its dedupe key): a member who cancels and comes back keeps the same
 * ticket, shown on their event card, and toggling cannot fill their inbox (decision 111).
 */
export async function mailTicket(
  db: Db,
  mail: { mailer: Mailer; publicUrl: string; key: TicketKey },
  userId: string,
  eventId: string,
): Promise<void> {
  const [row] = await db
    .select({
      ticketId: eventRegistrations.id,
      email: user.email,
      title: events.title,
      start: events.startDate,
      zone: events.timeZone,
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
  if (!row) return;
  const token = signTicket(mail.key, eventId, row.ticketId);
  const link = `${mail.publicUrl}/events#event-${eventId}`;
  const subject = CHECK_IN_TEXT.mailSubject(row.title);
  const paragraphs = [
    CHECK_IN_TEXT.mailIntro(row.title, formatFullInZone(row.start, row.zone)),
    CHECK_IN_TEXT.ticketHint,
  ];
  const { siteName } = await getSettings(db);
  const { html } = await renderMail({
    siteName,
    publicUrl: mail.publicUrl,
    heading: subject,
    paragraphs,
    image: { src: `${mail.publicUrl}${ticketQrPath(token)}`, alt: `QR code: ${token}`, size: 240 },
    action: { label: CHECK_IN_TEXT.showTicket, url: link },
  });
  await mail.mailer.send({
    kind: "ticket",
    to: row.email,
    subject,
    text: [...paragraphs, `Ticket code: ${token}`, link].join("\n\n"),
    html,
    link,
    dedupeKey: `ticket:${row.ticketId}`,
  });
}
