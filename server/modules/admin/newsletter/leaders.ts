import { and, eq, sql } from "drizzle-orm";
import { LEADER_NEWSLETTER_TEXT, type NewsletterLeaders } from "../../../../contract/newsletter-leaders";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { classRepresentatives, newsletterTrustedLeaders, user } from "../../../db/schema";
import { notFound } from "../../../errors";

const nameOf = sql`coalesce((SELECT p.display_name FROM profiles p WHERE p.user_id = u.id), u.name)`;
const trustedOf = sql`EXISTS (SELECT 1 FROM newsletter_trusted_leaders t WHERE t.user_id = u.id)`;

/** The office's list of group leaders: class representatives by year, chapter moderators by chapter. */
export async function listLeaders(db: Db): Promise<NewsletterLeaders> {
  const [reps, mods] = await Promise.all([
    queryRows<NewsletterLeaders["class_representatives"][number]>(
      db,
      sql`SELECT cr.graduation_year AS year, u.id AS user_id, ${nameOf} AS name, u.email, ${trustedOf} AS trusted
        FROM class_representatives cr JOIN "user" u ON u.id = cr.user_id ORDER BY cr.graduation_year DESC`,
    ),
    queryRows<NewsletterLeaders["chapter_moderators"][number]>(
      db,
      sql`SELECT c.id AS chapter_id, c.name AS chapter, u.id AS user_id, ${nameOf} AS name, ${trustedOf} AS trusted
        FROM chapter_moderators cm JOIN chapters c ON c.id = cm.chapter_id JOIN "user" u ON u.id = cm.user_id
        ORDER BY c.name, 4`,
    ),
  ]);
  return { class_representatives: reps, chapter_moderators: mods };
}

/** Names (or replaces) a year's class representative: a verified member, found by e-mail address. */
export async function setClassRepresentative(db: Db, actorId: string, year: number, email: string) {
  const [member] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email}`, eq(user.emailVerified, true)));
  if (!member) throw notFound(LEADER_NEWSLETTER_TEXT.noMember);
  await db.transaction(async (tx) => {
    await tx
      .insert(classRepresentatives)
      .values({ graduationYear: year, userId: member.id })
      .onConflictDoUpdate({ target: classRepresentatives.graduationYear, set: { userId: member.id } });
    await recordAudit(tx, {
      actorId,
      action: "newsletter.class-representative.set",
      targetType: "user",
      targetId: member.id,
      after: { year },
    });
  });
  return listLeaders(db);
}

export async function removeClassRepresentative(db: Db, actorId: string, year: number) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(classRepresentatives)
      .where(eq(classRepresentatives.graduationYear, year))
      .returning();
    if (removed.length === 0) throw notFound("No class representative for this year");
    await recordAudit(tx, {
      actorId,
      action: "newsletter.class-representative.remove",
      targetType: "user",
      targetId: removed[0]?.userId ?? null,
      after: { year },
    });
  });
  return listLeaders(db);
}

/** Trusts a leader (their issues are sent at once) or stops trusting them. */
export async function setLeaderTrust(db: Db, actorId: string, userId: string, trusted: boolean) {
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!member) throw notFound("Member not found");
    if (trusted) await tx.insert(newsletterTrustedLeaders).values({ userId }).onConflictDoNothing();
    else await tx.delete(newsletterTrustedLeaders).where(eq(newsletterTrustedLeaders.userId, userId));
    await recordAudit(tx, {
      actorId,
      action: trusted ? "newsletter.leader.trust" : "newsletter.leader.distrust",
      targetType: "user",
      targetId: userId,
    });
  });
  return listLeaders(db);
}
