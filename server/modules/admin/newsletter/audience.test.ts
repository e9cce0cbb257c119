import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../../contract/notifications";
import { DEFAULT_PRIVACY } from "../../../../contract/profile";
import { chapterMembers, chapters, newsletterSubscriptions, profiles } from "../../../db/schema";
import { QUEUES } from "../../../jobs/queue";
import { type CallAs, createAdminTestApp } from "../../../test/admin-fixtures";
import { call, createMember, type Member, type TestContext, waitForMails } from "../../../test/harness";
import { waitForJobsDone } from "../../../test/jobs";

let ctx: TestContext;
let as: CallAs;
let pune: string;
/** The members by name: each a different mix of house, year, chapter, mentoring and choice. */
const m: Record<string, Member> = {};

async function member(
  name: string,
  profile: Partial<typeof profiles.$inferInsert>,
  receives: "subscribed" | "news-immediately" | "unsubscribed" | "nothing",
) {
  // A display name is letters only.
  const created = await createMember(ctx, {
    displayName: name
      .replace(/[^A-Za-z ]+/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  });
  await ctx.database.db.update(profiles).set(profile).where(eq(profiles.userId, created.userId));
  const now = new Date();
  if (receives === "subscribed" || receives === "unsubscribed")
    await ctx.database.db.insert(newsletterSubscriptions).values({
      email: created.email,
      token: `token-${created.userId}-0123456789`,
      confirmedAt: now,
      unsubscribedAt: receives === "unsubscribed" ? now : null,
    });
  if (receives === "news-immediately")
    await call(
      ctx,
      "PUT",
      "/api/v1/me/notifications",
      { ...DEFAULT_NOTIFICATION_PREFERENCES, news: "immediately" },
      created.cookie,
    );
  m[name] = created;
}

beforeAll(async () => {
  ({ ctx, as } = await createAdminTestApp());
  [{ id: pune }] = await ctx.database.db
    .insert(chapters)
    .values({ slug: "pune", name: "Pune" })
    .returning({ id: chapters.id });
  await member("Tata 1996", { house: "Tata", graduationYear: 1996 }, "subscribed");
  // A hidden profile still receives the mail it chose.
  await member(
    "Tata 1997 mentor, hidden",
    {
      house: "Tata",
      graduationYear: 1997,
      mentorshipAvailability: true,
      privacySettings: { ...DEFAULT_PRIVACY, show_in_directory: false },
    },
    "news-immediately",
  );
  await member("Bhabha 1996 in Pune", { house: "Bhabha", graduationYear: 1996 }, "subscribed");
  await member(
    "Raman 2001 mentor",
    { house: "Raman", graduationYear: 2001, mentorshipAvailability: true },
    "subscribed",
  );
  await member("Tata 1996 unsubscribed", { house: "Tata", graduationYear: 1996 }, "unsubscribed");
  await member("Tata 1996 no news", { house: "Tata", graduationYear: 1996 }, "nothing");
  await member("Tata 1996 deleted", { house: "Tata", graduationYear: 1996 }, "subscribed");
  await ctx.database.db.insert(chapterMembers).values([
    { chapterId: pune, userId: m["Bhabha 1996 in Pune"].userId },
    { chapterId: pune, userId: m["Tata 1996 no news"].userId },
  ]);
  const deleted = m["Tata 1996 deleted"];
  expect(
    (await call(ctx, "POST", "/api/v1/account/delete", { password: "Secret123" }, deleted.cookie)).status,
  ).toBe(200);
  // A subscriber without an account: only the whole list reaches them.
  await ctx.database.db
    .insert(newsletterSubscriptions)
    .values({ email: "friend@example.org", token: "token-friend-0123456789", confirmedAt: new Date() });
});
afterAll(async () => ctx.close());

const emails = (...names: string[]) => names.map((n) => m[n].email).sort();

describe("Newsletter audiences select exactly the intended members", () => {
  const cases: Array<[string, Record<string, unknown>, () => string[]]> = [
    [
      "all subscribers",
      {},
      () =>
        [
          ...emails("Tata 1996", "Tata 1997 mentor, hidden", "Bhabha 1996 in Pune", "Raman 2001 mentor"),
          "friend@example.org",
        ].sort(),
    ],
    ["one house", { house: "Tata" }, () => emails("Tata 1996", "Tata 1997 mentor, hidden")],
    ["one class year", { year_from: 1996, year_to: 1996 }, () => emails("Tata 1996", "Bhabha 1996 in Pune")],
    [
      "a range of years",
      { year_from: 1996, year_to: 1997 },
      () => emails("Tata 1996", "Tata 1997 mentor, hidden", "Bhabha 1996 in Pune"),
    ],
    ["a house and a year", { house: "Tata", year_from: 1996, year_to: 1996 }, () => emails("Tata 1996")],
    ["a chapter", { chapter_id: "pune" }, () => emails("Bhabha 1996 in Pune")],
    ["the mentors", { mentors: true }, () => emails("Tata 1997 mentor, hidden", "Raman 2001 mentor")],
  ];

  for (const [name, choice, expected] of cases) {
    it(`${name}: the count shown is who is mailed`, async () => {
      const audience = choice.chapter_id ? { ...choice, chapter_id: pune } : choice;
      const count = await as("POST", "/api/v1/admin/newsletter/audience", audience);
      expect(count.status).toBe(200);
      expect(count.body.recipients).toBe(expected().length);
      const subject = `To ${name}`;
      const sent = await as("POST", "/api/v1/admin/newsletter", {
        subject,
        body: `An issue for ${name}.`,
        audience,
      });
      expect(sent.status).toBe(202);
      expect(sent.body).toMatchObject({ recipients: expected().length, audience });
      await waitForMails(ctx, (mail) => mail.subject === subject, expected().length);
      await waitForJobsDone(ctx, QUEUES.mailDrain, { batchId: sent.body.id });
      expect(
        ctx.mail
          .filter((mail) => mail.subject === subject)
          .map((mail) => mail.to)
          .sort(),
      ).toEqual(expected());
    });
  }

  it("refuses a range that ends before it starts, a chapter that is not an id, and anyone but the office", async () => {
    const res = await as("POST", "/api/v1/admin/newsletter/audience", { year_from: 2000, year_to: 1999 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.year_to).toBe("The last year must not be before the first");
    expect((await as("POST", "/api/v1/admin/newsletter/audience", { chapter_id: "pune" })).status).toBe(400);
    const member = await createMember(ctx);
    expect((await call(ctx, "POST", "/api/v1/admin/newsletter/audience", {}, member.cookie)).status).toBe(
      403,
    );
  });
});

describe("The archive shows an issue to the audience it was sent to (decision 113)", () => {
  // Runs after the sends above: one issue per audience, each already sent.
  const idOf = async (subject: string): Promise<string> => {
    const list = await as("GET", "/api/v1/admin/newsletter");
    const issue = list.body.find((i: { subject: string }) => i.subject === subject);
    if (!issue) throw new Error(`no issue "${subject}"`);
    return issue.id;
  };
  const archived = async (cookie?: string): Promise<string[]> => {
    const res = await call(ctx, "GET", "/api/v1/newsletters", undefined, cookie);
    expect(res.status).toBe(200);
    return res.body.issues
      .map((i: { subject: string }) => i.subject)
      .filter((s: string) => s.startsWith("To "));
  };
  const issueStatus = async (subject: string, cookie?: string) =>
    (await call(ctx, "GET", `/api/v1/newsletters/${await idOf(subject)}`, undefined, cookie)).status;

  it("a visitor reads only the issue sent to all subscribers, in the list and by its link", async () => {
    expect(await archived()).toEqual(["To all subscribers"]);
    const whole = await call(ctx, "GET", `/api/v1/newsletters/${await idOf("To all subscribers")}`);
    expect(whole.status).toBe(200);
    expect(whole.body.issue).toMatchObject({ subject: "To all subscribers", members_only: false });
    expect(whole.body.issue.body).toContain("An issue for all subscribers.");
    expect(await issueStatus("To one house")).toBe(404);
    expect(await issueStatus("To a chapter")).toBe(404);
  });

  it("a member reads the narrowed issues of the audiences they are in, and no other", async () => {
    expect((await archived(m["Tata 1996"].cookie)).sort()).toEqual(
      [
        "To a house and a year",
        "To a range of years",
        "To all subscribers",
        "To one class year",
        "To one house",
      ].sort(),
    );
    expect(await issueStatus("To one house", m["Tata 1996"].cookie)).toBe(200);
    expect(await issueStatus("To a chapter", m["Tata 1996"].cookie)).toBe(404);
    expect(await issueStatus("To the mentors", m["Tata 1996"].cookie)).toBe(404);
    const inPune = await archived(m["Bhabha 1996 in Pune"].cookie);
    expect(inPune).toContain("To a chapter");
    expect(inPune).not.toContain("To one house");
    expect(await issueStatus("To one house", m["Bhabha 1996 in Pune"].cookie)).toBe(404);
  });

  it("a hidden profile reads its audiences' issues; a member who chose no news mail reads its house's too", async () => {
    const hidden = await archived(m["Tata 1997 mentor, hidden"].cookie);
    expect(hidden).toEqual(expect.arrayContaining(["To one house", "To the mentors", "To a range of years"]));
    expect(hidden).not.toContain("To one class year");
    expect(await archived(m["Tata 1996 no news"].cookie)).toContain("To one house");
  });
});
