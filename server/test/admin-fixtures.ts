import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { HOUSES } from "../../contract/constants";
import { queryRows } from "../db/client";
import { competitions, events, houses, news, profiles } from "../db/schema";
import { call, createMember, createTestApp, grantRole, type Member, type TestContext } from "./harness";
import { createMembers, type MemberValues } from "./members";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Calls the API with a signed-in member's cookie. */
export type CallAs = (method: Method, url: string, body?: unknown) => ReturnType<typeof call>;

/**
 * A test app with a signed-in admin named "Office Admin", and `as`, which calls the API as that
 * admin: the setup the admin API tests share.
 */
export async function createAdminTestApp() {
  const ctx = await createTestApp();
  const admin = await createMember(ctx, { displayName: "Office Admin" });
  await grantRole(ctx, admin.userId, "admin");
  const as: CallAs = (method, url, body) => call(ctx, method, url, body, admin.cookie);
  return { ctx, admin, as };
}

/**
 * Rows the admin tests act on, inserted directly (the admin API is what is under test); each
 * waits until the app has heard the insert (its caches emptied by the NOTIFY, decision 102).
 */
export async function insertHouse(ctx: TestContext, name = `House ${crypto.randomUUID().slice(0, 8)}`) {
  // Once any house is kept, profiles may name only kept houses (issue 13): keep the spec's
  // five too, so members signed up later in a test (house "Tata") still can. One of the five
  // by name is that kept row.
  await ctx.database.db
    .insert(houses)
    .values(HOUSES.map((h) => ({ name: h })))
    .onConflictDoNothing();
  const [row] = await ctx.database.db
    .insert(houses)
    .values({ name })
    .onConflictDoUpdate({ target: houses.name, set: { name } })
    .returning();
  await ctx.changesHeard();
  return row;
}

export async function insertEvent(ctx: TestContext, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      title: "Annual Reunion",
      category: "Reunion",
      location: "School Campus",
      startDate: new Date(Date.now() + 30 * 86_400_000),
      moderationStatus: "pending",
      ...values,
    })
    .returning();
  await ctx.changesHeard();
  return row;
}

export async function insertNews(ctx: TestContext, values: Partial<typeof news.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(news)
    .values({ title: "School wins award", summary: "Summary", category: "General", ...values })
    .returning();
  await ctx.changesHeard();
  return row;
}

export async function insertCompetition(
  ctx: TestContext,
  values: Partial<typeof competitions.$inferInsert> = {},
) {
  const [row] = await ctx.database.db
    .insert(competitions)
    .values({ name: "Football Cup", category: "sports", ...values })
    .returning();
  await ctx.changesHeard();
  return row;
}

export async function insertProfile(ctx: TestContext, values: Partial<typeof profiles.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(profiles)
    .values({ displayName: "Known Alumnus", ...values })
    .returning();
  await ctx.changesHeard();
  return row;
}

const TABLES = [
  "profiles",
  "events",
  "event_door_volunteers",
  "news",
  "competitions",
  "competition_results",
  "houses",
  "user_roles",
  "settings",
  "audit_log",
  "school_roll",
] as const;

/** A fingerprint of every table an admin can write: equal before and after means nothing changed. */
export async function snapshot(ctx: TestContext): Promise<Record<string, string>> {
  const parts = TABLES.map((t) =>
    sql.raw(`(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${t} x) AS ${t}`),
  );
  const [row] = await queryRows<Record<string, string>>(
    ctx.database.db,
    sql`SELECT ${sql.join(parts, sql`, `)}`,
  );
  return row;
}

export interface AdminTestApp {
  ctx: TestContext;
  admin: Member;
  /** Calls the API as the admin. */
  as: CallAs;
}

/**
 * `createAdminTestApp` for this file, with the named members signed up after the admin: made
 * before its tests, closed after them. The fields are set from the file's next `beforeAll` on.
 */
export function setUpAdminTestApp<K extends string = never>(
  members: MemberValues<K> = {} as MemberValues<K>,
): AdminTestApp & Record<K, Member> {
  const t = {} as AdminTestApp & Record<K, Member>;
  beforeAll(async () => {
    Object.assign(t, await createAdminTestApp());
    Object.assign(t, await createMembers(t.ctx, members));
  });
  afterAll(async () => t.ctx.close());
  return t;
}
