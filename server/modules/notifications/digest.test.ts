import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../contract/notifications";
import { mailLog, news } from "../../db/schema";
import {
  call,
  createMember,
  createTestApp,
  type Member,
  type TestContext,
  waitForMail,
} from "../../test/harness";
import { sendDigests } from "./digest";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const setPrefs = (m: Member, prefs: Record<string, string>) =>
  call(ctx, "PUT", "/api/v1/me/notifications", { ...DEFAULT_NOTIFICATION_PREFERENCES, ...prefs }, m.cookie);
const digest = (period: "daily" | "weekly") =>
  sendDigests(ctx.database.db, ctx.deps.mailer, "http://localhost:3000", period);
const digestsTo = (email: string) =>
  ctx.database.db
    .select()
    .from(mailLog)
    .where(eq(mailLog.toAddress, email))
    .then((rows) => rows.filter((r) => r.kind === "digest"));

describe("the digest", () => {
  it("sends nothing when nothing is new, then one mail per member with what they chose", async () => {
    const daily = await createMember(ctx, {
      displayName: "Daily Reader",
      house: "Tata",
      graduationYear: 1999,
    });
    const weekly = await createMember(ctx, {
      displayName: "Weekly Reader",
      house: "Oberoi",
      graduationYear: 1988,
    });
    const never = await createMember(ctx, {
      displayName: "Never Reader",
      house: "Tata",
      graduationYear: 1999,
    });
    await setPrefs(daily, { news: "daily", new_alumni: "daily", message: "daily" });
    await setPrefs(never, { news: "never", new_alumni: "never", message: "never" });
    // Nothing new for the weekly reader yet (no news, nobody else from Oberoi or 1988): no mail.
    expect(await digest("weekly")).toBe(0);
    expect(await digestsTo(weekly.email)).toEqual([]);

    await ctx.database.db.insert(news).values({ title: "School wins debate cup", published: true });
    await ctx.database.db.insert(news).values({ title: "Draft not shown", published: false });
    await createMember(ctx, { displayName: "Newcomer Nina", house: "Tata", graduationYear: 2010 });
    await call(
      ctx,
      "POST",
      "/api/v1/messages",
      { recipient_id: daily.userId, content: "Hi!" },
      weekly.cookie,
    );

    expect(await digest("daily")).toBeGreaterThanOrEqual(1);
    const mail = await waitForMail(ctx, (m) => m.to === daily.email && m.subject.includes("daily digest"));
    expect(mail.text).toContain("School wins debate cup");
    expect(mail.text).not.toContain("Draft not shown");
    expect(mail.text).toContain("Newcomer Nina");
    expect(mail.text).toContain("1 unread message from");
    expect(mail.html).toContain("Change notification settings");
    // One digest per member and period, however often the job runs.
    await digest("daily");
    expect(await digestsTo(daily.email)).toHaveLength(1);
    // 'Never' gets nothing, though the same news and newcomer are new for them too.
    expect(await digestsTo(never.email)).toEqual([]);
    // Weekly readers with the default choices get news in the weekly one, not the daily one.
    expect(await digestsTo(weekly.email)).toEqual([]);
    await digest("weekly");
    await waitForMail(ctx, (m) => m.to === weekly.email && m.subject.includes("weekly digest"));
  });
});
