import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GROUP_LIMITS } from "../../../contract/community-groups";
import { mentoringRequests, profiles } from "../../db/schema";
import { setPrivacy, setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, type Member, waitForMail } from "../../test/harness";

const t = setUpTestAppWith({
  mentor: { displayName: "Mentor Open", house: "Jaipur", graduationYear: 1998 },
  speaker: { displayName: "Speaker Only", house: "Tata", graduationYear: 2001 },
  hidden: { displayName: "Mentor Hidden" },
  silent: { displayName: "Mentor No Messages" },
  closed: { displayName: "Not A Mentor" },
  asker: { displayName: "Asker" },
});

async function setAvailability(m: Member, values: Partial<typeof profiles.$inferInsert>) {
  await t.ctx.database.db.update(profiles).set(values).where(eq(profiles.id, m.profileId));
}

beforeAll(async () => {
  await setAvailability(t.mentor, {
    mentorshipAvailability: true,
    jobReferralAvailability: true,
    industry: "Finance",
  });
  await setAvailability(t.speaker, { guestSpeakerAvailability: true, industry: "Education" });
  await setAvailability(t.hidden, { mentorshipAvailability: true });
  await setAvailability(t.silent, { mentorshipAvailability: true });
  await setPrivacy(t.ctx, t.hidden.profileId, { show_in_directory: false });
  await setPrivacy(t.ctx, t.silent.profileId, { allow_messages: false });
});

/** The mentor finder's "Ask for mentoring" step: `asker` asks `mentor` with this note. */
const askForMentoring = (asker: Member, mentor: Member, note: string) =>
  call(t.ctx, "POST", "/api/v1/mentoring/requests", { mentor_user_id: mentor.userId, note }, asker.cookie);

const names = (body: { mentors: { profile: { display_name: string } }[] }) =>
  body.mentors.map((m) => m.profile.display_name);

describe("mentor finder", () => {
  it("needs sign-in and lists only available members who are listed and take messages", async () => {
    expect((await call(t.ctx, "GET", "/api/v1/mentors")).status).toBe(401);
    const res = await call(t.ctx, "GET", "/api/v1/mentors", undefined, t.asker.cookie);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["Mentor Open"]);
    expect(res.body.mentors[0].offers).toEqual(["mentoring", "referrals"]);
    const speaking = await call(t.ctx, "GET", "/api/v1/mentors?offer=speaking", undefined, t.asker.cookie);
    expect(names(speaking.body)).toEqual(["Speaker Only"]);
  });

  it("filters by industry, house and year, and refuses a bad filter", async () => {
    const hit = await call(
      t.ctx,
      "GET",
      "/api/v1/mentors?industry=Finance&house=Jaipur&graduation_year=1998",
      undefined,
      t.asker.cookie,
    );
    expect(names(hit.body)).toEqual(["Mentor Open"]);
    const miss = await call(t.ctx, "GET", "/api/v1/mentors?house=Tata", undefined, t.asker.cookie);
    expect(names(miss.body)).toEqual([]);
    expect(
      (await call(t.ctx, "GET", "/api/v1/mentors?offer=cooking", undefined, t.asker.cookie)).status,
    ).toBe(400);
  });

  it("does not match a withheld year", async () => {
    await setPrivacy(t.ctx, t.mentor.profileId, { show_graduation_year: false });
    const res = await call(t.ctx, "GET", "/api/v1/mentors?graduation_year=1998", undefined, t.asker.cookie);
    expect(names(res.body)).toEqual([]);
    await setPrivacy(t.ctx, t.mentor.profileId, {});
  });
});

describe("mentoring requests", () => {
  it("ask, notify, accept: both see the request; a second pending ask is refused", async () => {
    const res = await askForMentoring(t.asker, t.mentor, "Advice on moving into finance");
    expect(res.status).toBe(201);
    // Mail leaves through the queue (decision 050): wait for it to arrive.
    const toMentor = await waitForMail(
      t.ctx,
      (m) => m.to === t.mentor.email && m.subject.endsWith("asks you for mentoring"),
    );
    expect(toMentor.text).toContain("Advice on moving into finance");

    const again = await askForMentoring(t.asker, t.mentor, "Again");
    expect(again.status).toBe(409);

    const mine = await call(t.ctx, "GET", "/api/v1/mentoring/requests", undefined, t.asker.cookie);
    expect(mine.body.requests).toMatchObject([
      { direction: "sent", status: "pending", other: { display_name: "Mentor Open" } },
    ]);
    const theirs = await call(t.ctx, "GET", "/api/v1/mentoring/requests", undefined, t.mentor.cookie);
    expect(theirs.body.requests).toMatchObject([{ direction: "received", other: { display_name: "Asker" } }]);

    // Only the mentor answers.
    const answerUrl = `/api/v1/mentoring/requests/${res.body.id}/answer`;
    expect((await call(t.ctx, "POST", answerUrl, { status: "accepted" }, t.asker.cookie)).status).toBe(404);
    const ok = await call(t.ctx, "POST", answerUrl, { status: "accepted" }, t.mentor.cookie);
    expect(ok.body.status).toBe("accepted");
    await waitForMail(
      t.ctx,
      (m) => m.to === t.asker.email && m.subject.endsWith("accepted your mentoring request"),
    );
    expect((await call(t.ctx, "POST", answerUrl, { status: "declined" }, t.mentor.cookie)).status).toBe(409);
  });

  it("refuses unavailable, t.hidden, silent members, oneself and an empty note, with nothing stored", async () => {
    const count = await t.ctx.database.db.$count(mentoringRequests);
    for (const target of [t.closed, t.hidden, t.silent, t.asker, t.speaker]) {
      const res = await askForMentoring(t.asker, target, "Hi");
      expect(res.status).toBe(409);
    }
    const empty = await askForMentoring(t.asker, t.mentor, " ");
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.note).toBeTruthy();
    expect(
      (
        await call(t.ctx, "POST", "/api/v1/mentoring/requests", {
          mentor_user_id: t.mentor.userId,
          note: "x",
        })
      ).status,
    ).toBe(401);
    expect(await t.ctx.database.db.$count(mentoringRequests)).toBe(count);
  });

  it("turning availability off hides the mentor from the finder at once and stops new requests", async () => {
    const off = await call(
      t.ctx,
      "PATCH",
      "/api/v1/profile",
      { mentorship_availability: false },
      t.mentor.cookie,
    );
    expect(off.status).toBe(200);
    const res = await call(t.ctx, "GET", "/api/v1/mentors", undefined, t.asker.cookie);
    expect(names(res.body)).toEqual([]);
    const ask = await askForMentoring(t.speaker, t.mentor, "Hi");
    expect(ask.status).toBe(409);
    await setAvailability(t.mentor, { mentorshipAvailability: true });
  });

  it("limits a member's requests per rolling day", async () => {
    const sender = await createMember(t.ctx, { displayName: "Eager Asker" });
    const earlier = [t.speaker, t.hidden, t.silent, t.closed, t.asker];
    await t.ctx.database.db.insert(mentoringRequests).values(
      Array.from({ length: GROUP_LIMITS.mentoringRequestsPerDay }, (_, i) => ({
        menteeId: sender.userId,
        mentorId: earlier[i % earlier.length].userId,
        note: "Earlier today",
        status: "declined",
      })),
    );
    const ask = { mentor_user_id: t.mentor.userId, note: "Hi" };
    const over = await call(t.ctx, "POST", "/api/v1/mentoring/requests", ask, sender.cookie);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("RATE_LIMITED");
    await t.ctx.database.db
      .update(mentoringRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(mentoringRequests.menteeId, sender.userId));
    expect((await call(t.ctx, "POST", "/api/v1/mentoring/requests", ask, sender.cookie)).status).toBe(201);
  });
});
