import { expect } from "vitest";
import { chapterModerators, chapters } from "../db/schema";
import { call, type Member, type TestContext } from "./harness";

/** The moderation tests' calls: a request as a member (null: a visitor), and sending a message. */
export function moderationCalls(t: { ctx: TestContext }) {
  const as = (m: Member | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
    call(t.ctx, method, url, body, m?.cookie);
  async function send(from: Member, to: Member, content: string): Promise<string> {
    const res = await as(from, "POST", "/api/v1/messages", { recipient_id: to.userId, content });
    expect(res.status).toBe(201);
    return res.body.id;
  }
  return { as, send };
}

/**
 * Chapters made straight in the database, named as their slugs, with `moderatorId` assigned to
 * those in `moderated`; their ids by slug, once every server's caches heard of them.
 */
export async function insertChapters<S extends string>(
  ctx: TestContext,
  slugs: readonly S[],
  moderated: { moderatorId: string; slugs: readonly S[] },
): Promise<Record<S, string>> {
  const rows = await ctx.database.db
    .insert(chapters)
    .values(slugs.map((slug) => ({ slug, name: slug[0].toUpperCase() + slug.slice(1) })))
    .returning();
  const ids = Object.fromEntries(rows.map((r) => [r.slug, r.id])) as Record<S, string>;
  await ctx.database.db
    .insert(chapterModerators)
    .values(moderated.slugs.map((slug) => ({ chapterId: ids[slug], userId: moderated.moderatorId })));
  await ctx.changesHeard();
  return ids;
}
