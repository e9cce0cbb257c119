import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import {
  INVITATION_INTERVAL_DAYS,
  INVITATIONS_PER_DAY,
  type InvitationBody,
  ROLL_TEXT,
} from "../../../contract/school-roll";
import { consumeOr429 } from "../../auth/throttles";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { profiles, rollInvitations } from "../../db/schema";
import type { Deps } from "../../deps";
import { badRequest, conflict, notFound } from "../../errors";
import { rateLimitTable } from "../../http/rate-limits-retention";
import { getSettings } from "../settings/queries";
import { mayInvite, rollEntryToInvite } from "./queries";

/** The sign-up address an invitation's link opens (its token pre-fills and links the entry). */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth?tab=signup&invitation=${encodeURIComponent(token)}`;

/**
 * The keyed hash an invitation keeps instead of the address (decision 108): HMAC-SHA256 with
 * the server's secret over the address as typed, trimmed and lower-cased. Enough to refuse a
 * second invitation to it within a month; without the secret it cannot be matched against a
 * list of addresses.
 */
export const invitationAddressKey = (secret: string, email: string) =>
  createHmac("sha256", secret).update(`roll-invitation:${email.trim().toLowerCase()}`).digest("hex");

export const invitationTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Text a mail reader would turn into a link: a scheme or a "www." host. */
const LINK_LIKE = /:\/\/|www\./i;

const recentlyInvited = (addressKey: string) =>
  and(
    eq(rollInvitations.addressKey, addressKey),
    gt(rollInvitations.createdAt, sql`now() - make_interval(days => ${INVITATION_INTERVAL_DAYS})`),
  );

/** Invitations per member per day, counted in the database so every app server shares the budget. */
export function createInvitationLimiter(db: Db) {
  return new RateLimiterDrizzle({
    ...rateLimitTable(db),
    keyPrefix: "roll-invitations",
    points: INVITATIONS_PER_DAY,
    duration: 24 * 60 * 60,
  });
}

/**
 * A member invites a classmate of their year or house who is not here yet (issue 26 item 2):
 * one mail through the outbox to the address they typed, naming only the inviter; the
 * invitation keeps the address's keyed hash, never the address. Refused: an entry the member
 * may not see (404, as if absent), one already joined (409), an inviter whose name holds a link
 * (400), more than the day's invitations (429). An address invited in the last month gets no
 * second mail, but the answer is the same as for a sent one (decision 108, review): it tells
 * the member nothing about the address, and each try spends one of the day's invitations.
 * Answers only the classmate's name.
 */
export async function inviteClassmate(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  limiter: RateLimiterDrizzle,
  viewer: Viewer,
  entryId: string,
  body: InvitationBody,
): Promise<{ name: string }> {
  const { db, mailer, config } = deps;
  const entry = await rollEntryToInvite(db, entryId);
  if (!entry || !(await mayInvite(db, viewer, entry))) throw notFound(ROLL_TEXT.entryNotFound);
  if (entry.joined) throw conflict(ROLL_TEXT.alreadyJoined);
  const [{ siteName }, [inviter]] = await Promise.all([
    getSettings(db),
    db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, viewer.user.id)),
  ]);
  const inviterName = inviter?.name ?? viewer.user.name;
  // The name goes into a mail to an address nobody vouched for: it must not carry a link there.
  if (LINK_LIKE.test(inviterName)) throw badRequest(ROLL_TEXT.inviterNameHasLink);
  // Spent before anything about the address is looked at, so no answer is free.
  await consumeOr429(limiter, viewer.user.id, () => ROLL_TEXT.tooManyInvitations(INVITATIONS_PER_DAY));
  const addressKey = invitationAddressKey(config.authSecret, body.email);
  const token = randomBytes(32).toString("base64url");
  const link = invitationLink(config.publicUrl, token);
  const sent = await db.transaction(async (tx) => {
    // Two invitations of one address at once: the second waits here and then finds the first.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${addressKey}))`);
    if (await tx.$count(rollInvitations, recentlyInvited(addressKey))) return false;
    const mailId = await mailer.send(
      {
        kind: "invitation",
        to: body.email.trim(),
        subject: `${inviterName} invites you to the ${siteName}`,
        text: `${inviterName} invites you to join the ${siteName}, where former pupils of the school find each other again.\n\nFollow this link to sign up; your name, house and year are filled in for you:\n${link}\n\nIf this invitation was not meant for you, ignore this message. The portal shows this address to nobody, and nobody can invite it again for a month.`,
        link,
        actionLabel: "Join the portal",
      },
      tx,
    );
    await tx.insert(rollInvitations).values({
      rollEntryId: entry.id,
      inviterId: viewer.user.id,
      addressKey,
      tokenHash: invitationTokenHash(token),
      mailId,
    });
    return true;
  });
  if (sent) mailer.wake();
  return { name: entry.name };
}
