import { eq, sql } from "drizzle-orm";
import type { ProfileUpdate } from "../../../contract/profile";
import { PROFILE_MESSAGES, SCREEN_MESSAGES } from "../../../contract/ui-text";
import type { Db } from "../../db/client";
import { canonicalHouse } from "../../db/house-names";
import { profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { presentProfile, profileUpdateToColumns } from "../../presenters/profile";

/** The signed-in member's own profile row, or 404 'Profile not found'. */
export async function getOwnProfileRow(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!row) throw notFound(SCREEN_MESSAGES.profileNotFound);
  return row;
}

export async function getOwnProfile(db: Db, userId: string) {
  return presentProfile(await getOwnProfileRow(db, userId), "owner");
}

/**
 * Updates only the writable columns of the row owned by this account (WHERE user_id = owner),
 * so neither another member's row nor id, user_id or created_at can ever be written here.
 */
export async function updateOwnProfile(db: Db, userId: string, update: ProfileUpdate) {
  const columns = profileUpdateToColumns({ ...update, house: await canonicalHouse(db, update.house) });
  const [row] = await db
    .update(profiles)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!row) throw notFound(SCREEN_MESSAGES.profileNotFound);
  return presentProfile(row, "owner");
}

/** Points the profile at a new avatar; returns the previous URL (for removal) and the profile. */
export async function setAvatarUrl(db: Db, userId: string, avatarUrl: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for("update");
    if (!before) throw notFound(PROFILE_MESSAGES.loadFailed);
    const [row] = await tx
      .update(profiles)
      .set({ avatarUrl, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId))
      .returning();
    return { previous: before.avatarUrl, profile: presentProfile(row, "owner") };
  });
}
