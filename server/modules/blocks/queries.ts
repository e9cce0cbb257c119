import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { BlockedMemberDto } from "../../../contract/blocks";
import { BLOCK_MESSAGES } from "../../../contract/ui-text";
import type { Db } from "../../db/client";
import { memberBlocks, profiles, user } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { UNKNOWN_USER } from "../../presenters/message";

/**
 * Blocks between members (issue 28 item 3, decision 106). One row per (blocker, blocked); every
 * check looks both ways, so a block stops the pair whoever set it.
 */

/** How a pair stands: the viewer blocked the other, the other blocked the viewer, or neither. */
export type BlockBetween = "viewer-blocked" | "blocked-viewer" | null;

/**
 * SQL: how the pair stands, as a column of the query that reads the other person, so a send
 * costs no extra statement (two primary-key reads).
 */
export function blockBetweenSql(viewerId: string, otherId: string): SQL<BlockBetween> {
  return sql<BlockBetween>`CASE
    WHEN EXISTS (SELECT 1 FROM ${memberBlocks} b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = ${otherId}) THEN 'viewer-blocked'
    WHEN EXISTS (SELECT 1 FROM ${memberBlocks} b WHERE b.blocker_id = ${otherId} AND b.blocked_id = ${viewerId}) THEN 'blocked-viewer'
  END`;
}

/**
 * SQL: no block either way between the viewer and the account in `otherUserId`, for the lists
 * that offer people to write to (message recipients, mentors). Both directions are index reads
 * (the primary key, and member_blocks_blocked_idx).
 */
export function noBlockWithSql(viewerId: string, otherUserId: AnyPgColumn): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${memberBlocks} b WHERE (b.blocker_id = ${viewerId} AND b.blocked_id = ${otherUserId}) OR (b.blocker_id = ${otherUserId} AND b.blocked_id = ${viewerId}))`;
}

/**
 * SQL: the profile's owner has not blocked this member, for every list of people a member is
 * shown (directory, search suggestions, class and chapter lists): the blocked one no longer
 * finds the blocker (an index read on member_blocks_blocked_idx).
 */
export function notBlockedBySql(memberId: string, ownerUserId: AnyPgColumn): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${memberBlocks} b WHERE b.blocked_id = ${memberId} AND b.blocker_id = ${ownerUserId})`;
}

/** Blocks `otherId` (again: no change). 400 for oneself, 404 for an id that is no account. */
export async function blockMember(db: Db, blockerId: string, otherId: string): Promise<void> {
  if (otherId === blockerId) throw badRequest(BLOCK_MESSAGES.notYourself);
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, otherId));
  if (!exists) throw notFound(BLOCK_MESSAGES.notFound);
  await db.insert(memberBlocks).values({ blockerId, blockedId: otherId }).onConflictDoNothing();
}

/** Lifts the member's block of `otherId`, if there was one; a block the other set stays. */
export async function unblockMember(db: Db, blockerId: string, otherId: string): Promise<void> {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, otherId)));
}

/** The members this member blocked, newest first, named as in their conversations. */
export async function listBlocked(db: Db, blockerId: string): Promise<BlockedMemberDto[]> {
  const rows = await db
    .select({
      user_id: memberBlocks.blockedId,
      display_name: profiles.displayName,
      avatar_url: profiles.avatarUrl,
      blocked_at: memberBlocks.createdAt,
    })
    .from(memberBlocks)
    .leftJoin(profiles, eq(profiles.userId, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(desc(memberBlocks.createdAt));
  return rows.map((r) => ({
    user_id: r.user_id,
    display_name: r.display_name ?? UNKNOWN_USER,
    avatar_url: r.avatar_url ?? null,
    blocked_at: r.blocked_at.toISOString(),
  }));
}
