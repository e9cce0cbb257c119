import { describe, expect, it } from "vitest";
import { eventCheckIns, eventRegistrations } from "../../db/schema";
import { inDays, insertApprovedEvent, setUpTestAppWith } from "../../test/fixtures";
import { call, type Member } from "../../test/harness";

// Issue 27, item 5 (decision 111): a member's "events attended" on their profile, only if they
// choose (off by default); visitors never see it (it is not in the public subset).
const t = setUpTestAppWith({ asha: { displayName: "Asha Attender" }, bina: { displayName: "Bina Browser" } });

const attended = (who: Member | null) =>
  call(t.ctx, "GET", `/api/v1/profiles/${t.asha.profileId}/events-attended`, undefined, who?.cookie);

async function checkIn(member: Member, title: string, startDate: Date) {
  const event = await insertApprovedEvent(t.ctx, { title, startDate });
  const [reg] = await t.ctx.database.db
    .insert(eventRegistrations)
    .values({ eventId: event.id, userId: member.userId, status: "going" })
    .returning();
  await t.ctx.database.db.insert(eventCheckIns).values({ eventId: event.id, registrationId: reg.id });
}

describe("events attended on a profile", () => {
  it("is hidden by default from members and visitors, and shown to the owner", async () => {
    await checkIn(t.asha, "Alumni Brunch", inDays(-30));
    await checkIn(t.asha, "Pune Meet-up", inDays(-2));
    // Registered but never checked in: not attended.
    await insertApprovedEvent(t.ctx, { title: "Skipped Gala", startDate: inDays(-5) }).then((e) =>
      t.ctx.database.db
        .insert(eventRegistrations)
        .values({ eventId: e.id, userId: t.asha.userId, status: "going" }),
    );
    const own = await call(t.ctx, "GET", "/api/v1/profile", undefined, t.asha.cookie);
    expect(own.body.privacy_settings.show_events_attended).toBe(false);
    expect((await attended(null)).body).toEqual({ events: null });
    expect((await attended(t.bina)).body).toEqual({ events: null });
    const mine = await attended(t.asha);
    expect(mine.body.events.map((e: { title: string }) => e.title)).toEqual([
      "Pune Meet-up",
      "Alumni Brunch",
    ]);
  });

  it("once the owner chooses to show it: members see it, visitors still do not", async () => {
    const own = await call(t.ctx, "GET", "/api/v1/profile", undefined, t.asha.cookie);
    const saved = await call(
      t.ctx,
      "PATCH",
      "/api/v1/profile",
      { privacy_settings: { ...own.body.privacy_settings, show_events_attended: true } },
      t.asha.cookie,
    );
    expect(saved.status).toBe(200);
    const seen = await attended(t.bina);
    expect(seen.body.events.map((e: { title: string }) => e.title)).toEqual([
      "Pune Meet-up",
      "Alumni Brunch",
    ]);
    expect(Object.keys(seen.body.events[0]).sort()).toEqual(["id", "start_date", "time_zone", "title"]);
    expect((await attended(null)).body).toEqual({ events: null });
  });

  it("follows the directory: a member who left it shows nobody their events", async () => {
    const own = await call(t.ctx, "GET", "/api/v1/profile", undefined, t.asha.cookie);
    await call(
      t.ctx,
      "PATCH",
      "/api/v1/profile",
      { privacy_settings: { ...own.body.privacy_settings, show_in_directory: false } },
      t.asha.cookie,
    );
    expect((await attended(t.bina)).status).toBe(404);
    expect((await attended(t.asha)).body.events).toHaveLength(2);
  });
});
