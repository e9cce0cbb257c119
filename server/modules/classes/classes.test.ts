import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { news } from "../../db/schema";
import { eventProposal } from "../../test/event-proposals";
import { inDays, insertApprovedEvent, setPrivacy } from "../../test/fixtures";
import { call, createMember, createTestApp, type Member, type TestContext } from "../../test/harness";

let ctx: TestContext;
let alice: Member;
let bob: Member;
let hidden: Member;
let yearHidden: Member;
let other: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createMember(ctx, { displayName: "Alice Class", graduationYear: 2005, house: "Tata" });
  bob = await createMember(ctx, { displayName: "Bob Class", graduationYear: 2005, house: "Jaipur" });
  hidden = await createMember(ctx, { displayName: "Hidden Class", graduationYear: 2005, house: "Tata" });
  yearHidden = await createMember(ctx, {
    displayName: "Yearless Class",
    graduationYear: 2005,
    house: "Tata",
  });
  other = await createMember(ctx, { displayName: "Other Year", graduationYear: 2010, house: "Tata" });
  await setPrivacy(ctx, hidden.profileId, { show_in_directory: false });
  await setPrivacy(ctx, yearHidden.profileId, { show_graduation_year: false });
  await insertApprovedEvent(ctx, { title: "2005 Reunion", classYear: 2005, startDate: inDays(20) });
  await insertApprovedEvent(ctx, { title: "2010 Reunion", classYear: 2010 });
  await insertApprovedEvent(ctx, {
    title: "Pending 2005 Reunion",
    classYear: 2005,
    moderationStatus: "pending",
  });
  await ctx.database.db.insert(news).values([
    { title: "Class of 2005 wins the quiz", published: true },
    { title: "Draft about 2005", published: false },
    { title: "Budget 20050 items", published: true },
  ]);
});
afterAll(async () => ctx.close());

const names = (list: { display_name: string }[]) => list.map((p) => p.display_name).sort();

describe("class year page", () => {
  it("lists only members of the year who are in the directory and show their year", async () => {
    const res = await call(ctx, "GET", "/api/v1/classes/2005", undefined, bob.cookie);
    expect(res.status).toBe(200);
    expect(names(res.body.members)).toEqual(["Alice Class", "Bob Class"]);
    expect(res.body.member_count).toBe(2);
    expect(res.body.house_mix).toEqual([
      { house: "Jaipur", count: 1 },
      { house: "Tata", count: 1 },
    ]);
  });

  it("shows a member their own hidden profile and year, as the directory does", async () => {
    const own = await call(ctx, "GET", "/api/v1/classes/2005", undefined, hidden.cookie);
    expect(names(own.body.members)).toContain("Hidden Class");
    const yearOwn = await call(ctx, "GET", "/api/v1/classes/2005", undefined, yearHidden.cookie);
    expect(names(yearOwn.body.members)).toContain("Yearless Class");
    expect(yearOwn.body.member_count).toBe(2);
  });

  it("gives a visitor the events, news and house mix but no member list", async () => {
    const res = await call(ctx, "GET", "/api/v1/classes/2005");
    expect(res.status).toBe(200);
    expect(res.body.members).toBeNull();
    expect(res.body.events.map((e: { title: string }) => e.title)).toEqual(["2005 Reunion"]);
    expect(res.body.news.map((n: { title: string }) => n.title)).toEqual(["Class of 2005 wins the quiz"]);
    expect(res.body.house_mix.length).toBe(2);
  });

  it("keeps other years apart and refuses a year that is not one", async () => {
    const res = await call(ctx, "GET", "/api/v1/classes/2010", undefined, alice.cookie);
    expect(names(res.body.members)).toEqual(["Other Year"]);
    expect(res.body.events.map((e: { title: string }) => e.title)).toEqual(["2010 Reunion"]);
    for (const bad of ["abc", "1800", "20055"]) {
      const r = await call(ctx, "GET", `/api/v1/classes/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect(other.userId).toBeTruthy();
  });

  it("a member proposes a reunion for a class year: pending, shown to the proposer only until approved", async () => {
    const reunion = eventProposal(40, {
      title: "Twenty years on",
      category: "Reunion",
      location: "Mumbai",
      class_year: "2005",
    });
    const res = await call(ctx, "POST", "/api/v1/events", reunion, alice.cookie);
    expect(res.status).toBe(201);
    const titles = async (cookie?: string) =>
      (await call(ctx, "GET", "/api/v1/classes/2005", undefined, cookie)).body.events.map(
        (e: { title: string }) => e.title,
      );
    expect(await titles(alice.cookie)).toContain("Twenty years on");
    expect(await titles(bob.cookie)).not.toContain("Twenty years on");
    const bad = await call(ctx, "POST", "/api/v1/events", { ...reunion, class_year: "20x5" }, alice.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.class_year).toBeTruthy();
  });
});
