import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../contract/notifications";
import { type Db, queryRows } from "../../db/client";
import { eventRegistrations, mailLog, newsletterSubscriptions } from "../../db/schema";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { insertApprovedEvent } from "../../test/fixtures";
import { call, type Member, ORIGIN, waitForMail } from "../../test/harness";
import { sendMessage } from "../../test/send-message";
import { sendDigests } from "../notifications/digest";

// Issue 26 item 4 (decision 109): once the office confirms a death, no mail of any kind reaches
// that address. Every kind the portal sends is driven for the alumnus and for a classmate with
// the same choices (the witness): the witness's mail arriving at the test SMTP server is the
// signal that the sender ran; the alumnus's address receives nothing.

const t = setUpAdminTestApp({
  late: { displayName: "Arun Late", house: "Tata", graduationYear: 1975 },
  witness: { displayName: "Wendy Witness", house: "Tata", graduationYear: 1975 },
  writer: { displayName: "Walter Writer", house: "Tata", graduationYear: 1975 },
});
const WITHHELD = "Not sent: the addressee is remembered in memoriam (decision 109).";
// Messages go into the daily digest; everything else is mailed at once.
const PREFS = {
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  message: "daily",
  new_alumni: "immediately",
  news: "immediately",
};

const db = (): Db => t.ctx.database.db;
const audience = async () => (await t.as("POST", "/api/v1/admin/newsletter/audience", {})).body.recipients;
let queuedBefore: string;
let recipientsBefore: number;
let receivedBefore: number;

beforeAll(async () => {
  const { late, witness, writer } = t as unknown as Record<string, Member>;
  for (const m of [late, witness]) {
    expect((await call(t.ctx, "PUT", "/api/v1/me/notifications", PREFS, m.cookie)).status).toBe(200);
  }
  // The alumnus's address is also a confirmed newsletter subscriber.
  await db()
    .insert(newsletterSubscriptions)
    .values({ email: late.email, token: "token-late-0123456789", confirmedAt: new Date() });
  const event = await insertApprovedEvent(t.ctx, {
    title: "Class Dinner",
    startDate: new Date(Date.now() + 7_200_000),
  });
  await db()
    .insert(eventRegistrations)
    .values([late, witness].map((m) => ({ eventId: event.id, userId: m.userId, status: "going" })));
  for (const m of [late, witness]) {
    const res = await sendMessage(t.ctx, writer, m, "Hello");
    expect(res.status).toBe(201);
  }
  // A mail queued for the alumnus before the confirmation, not yet handed to the SMTP server.
  const [queued] = await db()
    .insert(mailLog)
    .values({ kind: "notification", toAddress: late.email, subject: "Queued earlier", textBody: "x" })
    .returning({ id: mailLog.id });
  queuedBefore = queued.id;
  recipientsBefore = await audience();

  const told = await call(
    t.ctx,
    "POST",
    `/api/v1/profiles/${late.profileId}/death-notice`,
    { note: "The family told the class" },
    writer.cookie,
  );
  expect(told.status).toBe(201);
  const [notice] = (await t.as("GET", "/api/v1/admin/in-memoriam")).body.items;
  expect((await t.as("POST", `/api/v1/admin/in-memoriam/${notice.id}/confirm`, {})).status).toBe(200);
  receivedBefore = t.ctx.mail.length;
});

/** Waits until no mail to this address is still waiting for a worker; answers its rows. */
async function settledMailTo(address: string) {
  for (;;) {
    const rows = await db().select().from(mailLog).where(eq(mailLog.toAddress, address));
    if (rows.every((r) => r.status === "sent" || r.status === "failed")) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("an alumnus confirmed in memoriam receives no mail", () => {
  it("of any kind the portal sends, while a classmate with the same choices gets each one", async () => {
    const { late, witness } = t as unknown as Record<string, Member>;
    const toWitness = (subject: (s: string) => boolean) =>
      waitForMail(t.ctx, (m) => m.to === witness.email && subject(m.subject), 15_000);

    // A mail queued before the confirmation stops at once.
    await t.ctx.deps.mailer.deliver(queuedBefore, false);

    // New alumni, at once.
    await t.ctx.deps.notifications.announceNewAlumni();
    await toWitness((s) => s.startsWith("Walter Writer joined"));
    // Event reminders.
    await t.ctx.deps.notifications.sendEventReminders();
    await toWitness((s) => s.startsWith("Reminder: Class Dinner"));
    // The daily digest (the unread message).
    await sendDigests(db(), t.ctx.deps.mailer, ORIGIN, "daily");
    await toWitness((s) => s.includes("daily"));
    // The newsletter: the count on the compose screen leaves the address out, and so does the send.
    expect(await audience()).toBe(recipientsBefore - 1);
    const sent = await t.as("POST", "/api/v1/admin/newsletter", {
      subject: "Reunion news",
      body: "Hello all, the reunion is on 3 March.",
    });
    expect(sent.status).toBe(202);
    expect(sent.body.recipients).toBe(recipientsBefore - 1);
    await toWitness((s) => s === "Reunion news");
    // Mail of the account itself (a password reset), and any other sender handing a mail to
    // the outbox (an invitation, a notification): refused where mail meets the SMTP transport.
    for (const m of [late, witness])
      expect((await call(t.ctx, "POST", "/api/auth/request-password-reset", { email: m.email })).status).toBe(
        200,
      );
    await toWitness((s) => s.includes("Reset your"));
    await t.ctx.deps.mailer.send({
      kind: "notification",
      to: late.email,
      subject: "You are invited",
      text: "Join us",
    });

    const rows = await settledMailTo(late.email);
    expect(t.ctx.mail.slice(receivedBefore).filter((m) => m.to === late.email)).toEqual([]);
    // What reached the outbox for the address was withheld, with the reason in the mail log;
    // the digest, reminder, new-alumni and newsletter senders never even queued one.
    const after = rows.filter((r) => r.subject !== "Verify your e-mail for the Alumni Portal");
    expect(after.map((r) => r.subject).sort()).toEqual(
      ["Queued earlier", "Reset your Alumni Portal password", "You are invited"].sort(),
    );
    for (const r of after) expect(r).toMatchObject({ status: "failed", lastError: WITHHELD, handedAt: null });
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM mail_log WHERE to_address = ${witness.email} AND status = 'sent'`,
    );
    expect(n).toBeGreaterThanOrEqual(5);
  });
});
