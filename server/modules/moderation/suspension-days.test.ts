import { beforeAll, describe, expect, it } from "vitest";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { call } from "../../test/harness";
import { suspensionEnd } from "./suspensions";

// Decision 128: a suspension of N days ends at the start of a day on the school's calendar (here
// New York's), not N × 24 hours later nor at a UTC midnight. Expected instants are written by hand.
const NEW_YORK = "America/New_York";

describe("when a suspension ends, for a school in New York", () => {
  it("is the school's midnight N days after the school's today, across summer-time changes", () => {
    // 22:30 on November 26 in New York (EST, UTC−5) is already November 27 in UTC.
    expect(suspensionEnd(new Date("2026-11-27T03:30:00Z"), 7, NEW_YORK).toISOString()).toBe(
      "2026-12-03T05:00:00.000Z",
    );
    // March 5 (EST) + 7 days crosses March 8's change: midnight of March 12 is EDT (UTC−4).
    expect(suspensionEnd(new Date("2026-03-05T12:00:00Z"), 7, NEW_YORK).toISOString()).toBe(
      "2026-03-12T04:00:00.000Z",
    );
    // October 30 (EDT) + 7 days crosses November 1's change back: midnight of November 6 is EST.
    expect(suspensionEnd(new Date("2026-10-30T12:00:00Z"), 7, NEW_YORK).toISOString()).toBe(
      "2026-11-06T05:00:00.000Z",
    );
  });
});

const t = setUpAdminTestApp({ member: { displayName: "Suspended Sue", password: "Secret123" } });
beforeAll(async () => {
  const general = { site_name: "Alumni Portal", contact_email: "alumni@example.org", max_upload_mb: 10 };
  expect((await t.as("PUT", "/api/v1/admin/settings", { ...general, time_zone: NEW_YORK })).status).toBe(200);
});

/** An instant's wall clock in New York, by Intl (the code under test works with @date-fns/tz). */
const newYork = (iso: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: NEW_YORK,
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );

describe("suspending a member for 7 days (PUT …/suspension)", () => {
  it("ends at the school's midnight, and the sign-in refusal names that day", async () => {
    const before = Date.now();
    const res = await t.as("PUT", `/api/v1/admin/members/${t.member.userId}/suspension`, {
      reason: "Spam",
      days: 7,
    });
    expect(res.status).toBe(200);
    const until: string = res.body.until;
    const there = newYork(until);
    expect(`${there.hour}:${there.minute}`).toBe("00:00");
    // Six to seven days away (today's remainder is part of the first day), give or take an hour of summer time.
    const days = (new Date(until).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6 - 1 / 24);
    expect(days).toBeLessThanOrEqual(7 + 1 / 24);

    const signIn = await call(t.ctx, "POST", "/api/v1/auth/sign-in", {
      email: t.member.email,
      password: "Secret123",
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.message).toBe(
      `Your account is suspended until ${there.day} ${there.month} ${there.year}. Contact the alumni office if you have questions.`,
    );
  });
});
