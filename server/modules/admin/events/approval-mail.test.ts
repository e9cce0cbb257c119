import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RealtimeEvent } from "../../../../contract/messaging";
import { formatFullInZone } from "../../../../contract/time-zones";
import { REALTIME_CHANNEL } from "../../../realtime/hub";
import { type CallAs, createAdminTestApp } from "../../../test/admin-fixtures";
import { insertApprovedEvent } from "../../../test/fixtures";
import { createMember, type Member, ORIGIN, type TestContext, waitForMail } from "../../../test/harness";

// Issue 21 item 10: the answer to a proposal names the event's date and (approved) links its
// card; the proposer's open pages are told at once, so their Events lists refresh like the bell.
let ctx: TestContext;
let as: CallAs;
let proposer: Member;
const heard: Array<{ to: string[]; event: RealtimeEvent }> = [];

beforeAll(async () => {
  ({ ctx, as } = await createAdminTestApp());
  proposer = await createMember(ctx, { displayName: "Priya Proposer" });
  await ctx.database.listen(REALTIME_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
});
afterAll(async () => ctx.close());

const start = new Date("2027-03-14T13:30:00Z");
const propose = (title: string) =>
  insertApprovedEvent(ctx, {
    title,
    organizerId: proposer.userId,
    moderationStatus: "pending",
    startDate: start,
    timeZone: "Asia/Kolkata",
  });

describe("the answer to an event proposal", () => {
  it("approved: the mail names the date in the event's zone and links the event's card", async () => {
    const event = await propose("Founders' Day Cricket");
    expect((await as("POST", `/api/v1/admin/events/${event.id}/approve`, {})).status).toBe(200);
    const mail = await waitForMail(ctx, (m) => m.to === proposer.email && m.subject.includes("Cricket"));
    const when = formatFullInZone(start, "Asia/Kolkata");
    expect(when).toContain("2027");
    expect(mail.text).toContain(`"Founders' Day Cricket" on ${when} has been approved`);
    expect(mail.link).toBe(`${ORIGIN}/events#event-${event.id}`);
    expect(mail.text).toContain(`See it: ${ORIGIN}/events#event-${event.id}`);
    expect(mail.html).toContain(`${ORIGIN}/events#event-${event.id}`);
    await expect
      .poll(() => heard.some((h) => h.event.type === "events" && h.to.includes(proposer.userId)))
      .toBe(true);
  });

  it("refused: the mail names the date and has no link to a card that is not listed", async () => {
    const event = await propose("Midnight Swim");
    heard.length = 0;
    expect(
      (await as("POST", `/api/v1/admin/events/${event.id}/reject`, { notes: "Pool closed" })).status,
    ).toBe(200);
    const mail = await waitForMail(ctx, (m) => m.to === proposer.email && m.subject.includes("Midnight"));
    expect(mail.text).toContain(
      `"Midnight Swim" on ${formatFullInZone(start, "Asia/Kolkata")} was not approved`,
    );
    expect(mail.link ?? "").not.toContain("/events#");
    await expect
      .poll(() => heard.some((h) => h.event.type === "events" && h.to.includes(proposer.userId)))
      .toBe(true);
  });
});
