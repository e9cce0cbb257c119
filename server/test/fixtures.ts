import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { events, type PrivacySettings, profiles } from "../db/schema";
import { call, createTestApp, type Member, ORIGIN, type TestContext } from "./harness";
import { createMembers, type MemberValues } from "./members";
import { testTempDir } from "./temp-dirs";

export const DAY = 86_400_000;

/** The moment `days` days from now (negative: ago). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** An approved event ten days ahead, inserted directly, for the events API tests. */
export async function insertApprovedEvent(
  ctx: TestContext,
  values: Partial<typeof events.$inferInsert> = {},
) {
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      title: "Reunion Dinner",
      description: "Dinner, with speeches",
      category: "Reunion",
      location: "Mumbai",
      startDate: inDays(10),
      moderationStatus: "approved",
      ...values,
    })
    .returning();
  await ctx.changesHeard();
  return row;
}

/**
 * A start about 20 hours ahead (inside the next day the reminders look at), on the whole minute
 * so that the time a mail or the bell states matches the clock the test works out.
 */
export const remindableStart = () => new Date(Math.ceil((Date.now() + 20 * 3600_000) / 60_000) * 60_000);

/** The reminder tests' event: a dinner in the Old Hall at `remindableStart`, in Kolkata's zone (UTC+5:30 all year). */
export const insertZonedDinner = (ctx: TestContext, title: string) =>
  insertApprovedEvent(ctx, {
    title,
    startDate: remindableStart(),
    timeZone: "Asia/Kolkata",
    location: "Old Hall",
  });

/** A stand-in for the built web app (its index.html only), so served pages can be checked. */
export function fakeWebDist(): string {
  const webDist = testTempDir("alumni-web-");
  writeFileSync(
    path.join(webDist, "index.html"),
    '<html><head><title>Alumni Portal</title><meta name="description" content="Site."></head><body></body></html>',
  );
  return webDist;
}

export interface TwoMembersTestApp {
  ctx: TestContext;
  alice: Member;
  bob: Member;
}

/**
 * A test app for this file, created before its tests with the named members signed up (in this
 * order, each with these sign-up values), closed after them: `t.ctx` and `t.<name>` are set
 * from the file's next `beforeAll` on.
 */
export function setUpTestAppWith<K extends string>(
  members: MemberValues<K>,
  options?: Parameters<typeof createTestApp>[0],
): { ctx: TestContext } & Record<K, Member> {
  const t = {} as { ctx: TestContext } & Record<K, Member>;
  beforeAll(async () => {
    t.ctx = await createTestApp(options);
    Object.assign(t, await createMembers(t.ctx, members));
  });
  afterAll(async () => t.ctx.close());
  return t;
}

/** A test app for this file with Alice Rao and Bob Das signed up (`setUpTestAppWith`). */
export function setUpTwoMembersTestApp(): TwoMembersTestApp {
  return setUpTestAppWith({ alice: { displayName: "Alice Rao" }, bob: { displayName: "Bob Das" } });
}

export interface EventsTestApp extends TwoMembersTestApp {
  /** An approved event ten days ahead, with these values instead. */
  insertEvent(values?: Partial<typeof events.$inferInsert>): ReturnType<typeof insertApprovedEvent>;
}

/** The events API tests' setup: `setUpTwoMembersTestApp` and `insertEvent`. */
export function setUpEventsTestApp(): EventsTestApp {
  const t = setUpTwoMembersTestApp() as EventsTestApp;
  t.insertEvent = (values = {}) => insertApprovedEvent(t.ctx, values);
  return t;
}

/** Spec §5's privacy defaults, written out: show in directory, contact info off, year on, messages on. */
export const SPEC_PRIVACY_DEFAULTS: PrivacySettings = {
  show_in_directory: true,
  show_contact_info: false,
  show_graduation_year: true,
  allow_messages: true,
};

/** Sets a profile's privacy settings, written directly: the spec's defaults with `patch` over them. */
export async function setPrivacy(ctx: TestContext, profileId: string, patch: Partial<PrivacySettings>) {
  await ctx.database.db
    .update(profiles)
    .set({ privacySettings: { ...SPEC_PRIVACY_DEFAULTS, ...patch } })
    .where(eq(profiles.id, profileId));
  await ctx.changesHeard();
}

/** The member hides their profile from the directory through the API (the server that takes it drops its caches at once); answers the status. */
export async function hideProfileThroughApi(ctx: TestContext, member: { cookie: string }): Promise<number> {
  const privacy_settings = { ...SPEC_PRIVACY_DEFAULTS, show_in_directory: false };
  return (await call(ctx, "PATCH", "/api/v1/profile", { privacy_settings }, member.cookie)).status;
}

/** Uploads a PNG of one colour as this member's avatar through the API; answers the stored URL. */
export async function uploadAvatarPng(
  ctx: TestContext,
  member: Member,
  background = "#345",
): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
  const boundary = "----avatarboundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/profile/avatar",
    headers: {
      origin: ORIGIN,
      cookie: member.cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`avatar upload failed: ${res.body}`);
  return res.json().avatar_url as string;
}
