import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deathNotices, profiles, user } from "../../db/schema";

/**
 * The rules of in memoriam (issue 26 item 4, decision 109), each written once:
 * - an account is in memoriam while a confirmed death notice names it (kept even when the
 *   family asked for the profile to be removed): no mail, no sign-in, no messages;
 * - a profile is in memoriam while `profiles.in_memoriam_since` is set (the same transaction
 *   writes both): kept out of every list of people to write to, ask or meet.
 */

/** SQL: the account in `userId` is in memoriam (an index read on the confirmed notices). */
export function accountInMemoriamSql(userId: SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${deathNotices} dn WHERE dn.subject_user_id = ${userId} AND dn.status = 'confirmed')`;
}

/** SQL: the addresses of the accounts in memoriam, lower-cased (compare with lower(address)). */
export const memorialAddressesSql: SQL = sql`SELECT lower(mu.email) FROM ${deathNotices} dn
  JOIN "user" mu ON mu.id = dn.subject_user_id WHERE dn.status = 'confirmed'`;

/** SQL over `profiles`: the profile is not in memoriam. */
export function profileNotInMemoriamSql(): SQL {
  return sql`${profiles.inMemoriamSince} IS NULL`;
}

/** The account of this address if it is in memoriam (its sign-in is refused), else null. */
export async function memorialAccountOf(db: Pick<Db, "select">, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(sql`lower(${user.email})`, email.toLowerCase()), accountInMemoriamSql(sql`${user.id}`)));
  return row?.id ?? null;
}
