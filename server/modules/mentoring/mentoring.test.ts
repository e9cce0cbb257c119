import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUP_LIMITS } from "../../../contract/community-groups";
import { mentoringRequests, profiles } from "../../db/schema";
import { setPrivacy } from "../../test/fixtures";
import {
  call,
  createMember,
  createTestApp,
  type Member,
  type TestContext,
  waitForMail,
} from "../../test/harness";

let ctx: TestContext;
let mentor: Member;
let speaker: Member;
let hidden: Member;
let silent: Member;
let closed: Member;
let asker: Member;

async function setAvailability(m: Member, values: Partial<typeof profiles.$inferInsert>) {
  await ctx.database.db.update(profiles).set(values).where(eq(profiles.id, m.profileId));
}

beforeAll(async () => {
  ctx = await createTestApp();
  mentor = await createMember(ctx, { displayName: "Mentor Open", house: "Jaipur", graduationYear: 1998 });
  speaker = await createMember(ctx, { displayName: "Speaker Only", house: "Tata", graduationYear: 2001 });
  hidden = await createMember(ctx, { displayName: "Mentor Hidden" });
  silent = await createMember(ctx, { displayName: "Mentor No Messages" });
  closed = await createMember(ctx, { displayName: "Not A Mentor" });
  asker = await createMember(ctx, { displayName: "Asker" });
  await setAvailability(mentor, {
    mentorshipAvailability: true,
    jobReferralAvailability: true,
    industry: "Finance",
  });
  await setAvailability(speaker, { guestSpeakerAvailability: true, industry: "Education" });
  await setAvailability(hidden, { mentorshipAvailability: true });
  await setAvailability(silent, { mentorshipAvailability: true });
  await setPrivacy(ctx, hidden.profileId, { show_in_directory: false });
  await setPrivacy(ctx, silent.profileId, { allow_messages: false });
});
afterAll(async () => ctx.close());

const names = (body: { mentors: { profile: { display_name: string } }[] }) =>
  body.mentors.map((m) => m.profile.display_name);

describe("mentor finder", () => {
  it("needs sign-in and lists only available members who are listed and take messages", async () => {
    expect((await call(ctx, "GET", "/api/v1/mentors")).status).toBe(401);
    const res = await call(ctx, "GET", "/api/v1/mentors", undefined, asker.cookie);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["Mentor Open"]);
    expect(res.body.mentors[0].offers).toEqual(["mentoring", "referrals"]);
    const speaking = await call(ctx, "GET", "/api/v1/mentors?offer=speaking", undefined, asker.cookie);
    expect(names(speaking.body)).toEqual(["Speaker Only"]);
  });

  it("filters by industry, house and year, and refuses a bad filter", async () => {
    const hit = await call(
      ctx,
      "GET",
      "/api/v1/mentors?industry=Finance&house=Jaipur&graduation_year=1998",
      undefined,
      asker.cookie,
    );
    expect(names(hit.body)).toEqual(["Mentor Open"]);
    const miss = await call(ctx, "GET", "/api/v1/mentors?house=Tata", undefined, asker.cookie);
    expect(names(miss.body)).toEqual([]);
    expect((await call(ctx, "GET", "/api/v1/mentors?offer=cooking", undefined, asker.cookie)).status).toBe(
      400,
    );
  });

  it("does not match a withheld year", async () => {
    await setPrivacy(ctx, mentor.profileId, { show_graduation_year: false });
    const res = await call(ctx, "GET", "/api/v1/mentors?graduation_year=1998", undefined, asker.cookie);
    expect(names(res.body)).toEqual([]);
    await setPrivacy(ctx, mentor.profileId, {});
  });
});

describe("mentoring requests", () => {
  it("ask, notify, accept: both see the request; a second pending ask is refused", async () => {
    const res = await call(
      ctx,
      "POST",
      "/api/v1/mentoring/requests",
      { mentor_user_id: mentor.userId, note: "Advice on moving into finance" },
      asker.cookie,
    );
    expect(res.status).toBe(201);
    // Mail leaves through the queue (decision 050): wait for it to arrive.
    const toMentor = await waitForMail(
      ctx,
      (m) => m.to === mentor.email && m.subject.endsWith("asks you for mentoring"),
    );
    expect(toMentor.text).toContain("Advice on moving into finance");

    const again = await call(
      ctx,
      "POST",
      "/api/v1/mentoring/requests",
      { mentor_user_id: mentor.userId, note: "Again" },
      asker.cookie,
    );
    expect(again.status).toBe(409);

    const mine = await call(ctx, "GET", "/api/v1/mentoring/requests", undefined, asker.cookie);
    expect(mine.body.requests).toMatchObject([
      { direction: "sent", status: "pending", other: { display_name: "Mentor Open" } },
    ]);
    const theirs = await call(ctx, "GET", "/api/v1/mentoring/requests", undefined, mentor.cookie);
    expect(theirs.body.requests).toMatchObject([{ direction: "received", other: { display_name: "Asker" } }]);

    // Only the mentor answers.
    const answerUrl = `/api/v1/mentoring/requests/${res.body.id}/answer`;
    expect((await call(ctx, "POST", answerUrl, { status: "accepted" }, asker.cookie)).status).toBe(404);
    const ok = await call(ctx, "POST", answerUrl, { status: "accepted" }, mentor.cookie);
    expect(ok.body.status).toBe("accepted");
    await waitForMail(
      ctx,
      (m) => m.to === asker.email && m.subject.endsWith("accepted your mentoring request"),
    );
    expect((await call(ctx, "POST", answerUrl, { status: "declined" }, mentor.cookie)).status).toBe(409);
  });

  it("refuses unavailable, hidden, silent members, oneself and an empty note, with nothing stored", async () => {
    const count = await ctx.database.db.$count(mentoringRequests);
    for (const target of [closed, hidden, silent, asker, speaker]) {
      const res = await call(
        ctx,
        "POST",
        "/api/v1/mentoring/requests",
        { mentor_user_id: target.userId, note: "Hi" },
        asker.cookie,
      );
      expect(res.status).toBe(409);
    }
    const empty = await call(
      ctx,
      "POST",
      "/api/v1/mentoring/requests",
      { mentor_user_id: mentor.userId, note: " " },
      asker.cookie,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.note).toBeTruthy();
    expect(
      (await call(ctx, "POST", "/api/v1/mentoring/requests", { mentor_user_id: mentor.userId, note: "x" }))
        .status,
    ).toBe(401);
    expect(await ctx.database.db.$count(mentoringRequests)).toBe(count);
  });

  it("turning availability off hides the mentor from the finder at once and stops new requests", async () => {
    const off = await call(
      ctx,
      "PATCH",
      "/api/v1/profile",
      { mentorship_availability: false },
      mentor.cookie,
    );
    expect(off.status).toBe(200);
    const res = await call(ctx, "GET", "/api/v1/mentors", undefined, asker.cookie);
    expect(names(res.body)).toEqual([]);
    const ask = await call(
      ctx,
      "POST",
      "/api/v1/mentoring/requests",
      { mentor_user_id: mentor.userId, note: "Hi" },
      speaker.cookie,
    );
    expect(ask.status).toBe(409);
    await setAvailability(mentor, { mentorshipAvailability: true });
  });

  it("limits a member's requests per rolling day", async () => {
    const sender = await createMember(ctx, { displayName: "Eager Asker" });
    const earlier = [speaker, hidden, silent, closed, asker];
    await ctx.database.db.insert(mentoringRequests).values(
      Array.from({ length: GROUP_LIMITS.mentoringRequestsPerDay }, (_, i) => ({
        menteeId: sender.userId,
        mentorId: earlier[i % earlier.length].userId,
        note: "Earlier today",
        status: "declined",
      })),
    );
    const ask = { mentor_user_id: mentor.userId, note: "Hi" };
    const over = await call(ctx, "POST", "/api/v1/mentoring/requests", ask, sender.cookie);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("RATE_LIMITED");
    await ctx.database.db
      .update(mentoringRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(mentoringRequests.menteeId, sender.userId));
    expect((await call(ctx, "POST", "/api/v1/mentoring/requests", ask, sender.cookie)).status).toBe(201);
  });
});
