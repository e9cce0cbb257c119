import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { TicketDto } from "../../../contract/check-in";
import { CHECK_IN_TEXT } from "../../../contract/ui-text";
import type { Db } from "../../db/client";
import { eventRegistrations } from "../../db/schema";
import { notFound } from "../../errors";

/**
 * Event tickets (issue 27, item 4; decision 111). A ticket is a member's 'going' registration;
 * its QR code holds `T1.{event id}.{registration id}.{signature}`, the signature an HMAC-SHA256
 * (truncated to 128 bits) under a key derived from the server's secret, over the version, event
 * and ticket. No name, e-mail or account id is inside, so a photographed code tells nothing
 * about its holder, and a changed id breaks the signature.
 */
const VERSION = "T1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TicketKey {
  readonly key: Buffer;
}

/** The ticket key: the server's secret through an HMAC with a label of its own (never the secret itself). */
export function ticketKey(serverSecret: string): TicketKey {
  return { key: createHmac("sha256", serverSecret).update("alumni-portal event tickets").digest() };
}

function signature(k: TicketKey, eventId: string, ticketId: string): string {
  return createHmac("sha256", k.key)
    .update(`${VERSION}:${eventId}:${ticketId}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

export function signTicket(k: TicketKey, eventId: string, ticketId: string): string {
  return `${VERSION}.${eventId}.${ticketId}.${signature(k, eventId, ticketId)}`;
}

/** The event and ticket a token names, or null if it is not one this server signed. */
export function verifyTicket(k: TicketKey, token: string): { eventId: string; ticketId: string } | null {
  const [version, eventId, ticketId, sig, ...rest] = token.trim().split(".");
  if (version !== VERSION || rest.length > 0 || !UUID.test(eventId ?? "") || !UUID.test(ticketId ?? "")) {
    return null;
  }
  const expected = Buffer.from(signature(k, eventId, ticketId));
  const given = Buffer.from(sig ?? "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { eventId, ticketId };
}

/** Where the QR image of a token is served (the ticket dialog's and the mail's image). */
export const ticketQrPath = (token: string) => `/api/v1/tickets/${encodeURIComponent(token)}/qr.png`;

/** The QR code of a token as a PNG: quiet zone kept, large enough for a phone's camera across a desk. */
export function ticketQrPng(token: string): Promise<Buffer> {
  return QRCode.toBuffer(token, { type: "png", errorCorrectionLevel: "M", margin: 4, width: 320 });
}

/** The member's ticket for an event: their registration while it is 'going', or 404. */
export async function ticketOf(db: Db, k: TicketKey, userId: string, eventId: string): Promise<TicketDto> {
  const [row] = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.userId, userId),
        eq(eventRegistrations.status, "going"),
      ),
    );
  if (!row) throw notFound(CHECK_IN_TEXT.noTicket);
  const token = signTicket(k, eventId, row.id);
  return { ticket_id: row.id, event_id: eventId, token, qr_url: ticketQrPath(token) };
}
