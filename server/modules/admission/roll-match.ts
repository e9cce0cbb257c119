import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";

/**
 * Linking accounts to the school roll (issue 26 item 3, decision 118). A roll entry is "joined"
 * only by its link (`school_roll.joined_user_id`, review finding L7 of decision 108): a name
 * copied onto a profile later claims nothing.
 */

type Executor = Pick<Db, "execute">;

/**
 * Claims for this account the unclaimed roll entry it matches, in this order: the entry its
 * invitation was for (decision 108), the entry holding its verified e-mail, the one entry with
 * its profile's name (any case), house and year (none when two entries share them: the office
 * decides). Nothing when the account holds an entry already. True when the account now holds one.
 */
export async function claimRollEntry(tx: Executor, userId: string): Promise<boolean> {
  const claimed = await queryRows(
    tx,
    sql`
    WITH me AS (
      SELECT u.id, lower(u.email) AS email, lower(p.display_name) AS name, p.house, p.graduation_year AS year
        FROM "user" u LEFT JOIN profiles p ON p.user_id = u.id
       WHERE u.id = ${userId} AND u.email_verified
    ),
    free AS (SELECT r.* FROM school_roll r WHERE r.joined_user_id IS NULL),
    candidate AS (
      SELECT id, 1 AS rank FROM free
       WHERE id = (SELECT roll_entry_id FROM roll_invitations WHERE accepted_user_id = ${userId}
                    ORDER BY created_at DESC LIMIT 1)
      UNION ALL
      SELECT f.id, 2 FROM free f, me WHERE f.email IS NOT NULL AND lower(f.email) = me.email
      UNION ALL
      SELECT min(f.id::text)::uuid, 3 FROM free f, me
       WHERE lower(f.name) = me.name AND f.house = me.house AND f.year = me.year
      HAVING count(*) = 1
    )
    UPDATE school_roll SET joined_user_id = ${userId}, updated_at = now()
     WHERE id = (SELECT id FROM candidate ORDER BY rank, id LIMIT 1)
       AND EXISTS (SELECT 1 FROM me)
       AND NOT EXISTS (SELECT 1 FROM school_roll WHERE joined_user_id = ${userId})
    RETURNING id`,
  );
  if (claimed.length > 0) return true;
  const held = await queryRows(tx, sql`SELECT 1 FROM school_roll WHERE joined_user_id = ${userId}`);
  return held.length > 0;
}

/**
 * After a roll import: each unclaimed entry that exactly one listed member matches by name,
 * house and year (and that member no other entry) is linked to them, so members who joined
 * before the roll was imported are not "not here yet". Migration 0020 ran the same once.
 */
export async function linkRollEntriesByName(tx: Executor): Promise<void> {
  await tx.execute(sql`
    UPDATE school_roll r SET joined_user_id = p.user_id, updated_at = now()
      FROM profiles p
     WHERE r.joined_user_id IS NULL AND p.user_id IS NOT NULL AND NOT p.awaiting_verification
       AND lower(p.display_name) = lower(r.name) AND p.house = r.house AND p.graduation_year = r.year
       AND NOT EXISTS (SELECT 1 FROM school_roll o WHERE o.joined_user_id = p.user_id)
       AND (SELECT count(*) FROM school_roll r2 WHERE r2.joined_user_id IS NULL
             AND lower(r2.name) = lower(r.name) AND r2.house = r.house AND r2.year = r.year) = 1
       AND (SELECT count(*) FROM profiles p2 WHERE p2.user_id IS NOT NULL AND NOT p2.awaiting_verification
             AND lower(p2.display_name) = lower(r.name) AND p2.house = r.house
             AND p2.graduation_year = r.year) = 1`);
}
