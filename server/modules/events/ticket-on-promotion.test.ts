import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog } from "../../db/schema";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { insertApprovedEvent } from "../../test/fixtures";
import { call, type Member, waitForMail } from "../../test/harness";

// Issue 27 (review): the ticket is queued where a registration becomes 'going', in the same
// transaction, so a member moved in from the waitlist has it at once, not only once they confirm.
const t = setUpAdminTestApp({ alice: { displayName: "Alice Rao" }, bob: { displayName: "Bob Das" } });

const rsvp = (m: Member, id: string, body: object) =>
  call(t.ctx, "PUT", `/api/v1/events/${id}/rsvp`, body, m.cookie);

async function ticketMailsTo(email: string) {
  return t.ctx.database.db
    .select({ id: mailLog.id })
    .from(mailLog)
    .where(and(eq(mailLog.kind, "ticket"), eq(mailLog.toAddress, email)));
}

describe("the ticket of a member moved in from the waitlist", () => {
  it("is mailed when another member's cancellation moves them in, and once only", async () => {
    const e = await insertApprovedEvent(t.ctx, { title: "Promotion Supper", maxAttendees: 1 });
    expect((await rsvp(t.alice, e.id, { status: "going" })).status).toBe(200);
    const join = await call(t.ctx, "POST", `/api/v1/events/${e.id}/waitlist`, {}, t.bob.cookie);
    expect(join.status).toBe(200);
    expect(await ticketMailsTo(t.bob.email)).toHaveLength(0);

    // Alice cancels: Bob is moved in by her request, not his.
    expect((await rsvp(t.alice, e.id, { status: "not-going" })).status).toBe(200);
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === t.bob.email && m.subject === "Your ticket: Promotion Supper",
    );
    const ticket = await call(t.ctx, "GET", `/api/v1/events/${e.id}/ticket`, undefined, t.bob.cookie);
    expect(mail.text).toContain(ticket.body.token);

    // Confirming the place through the RSVP route sends no second ticket.
    expect((await rsvp(t.bob, e.id, { status: "going" })).body.user_registration_status).toBe("going");
    expect(await ticketMailsTo(t.bob.email)).toHaveLength(1);
  });
});
