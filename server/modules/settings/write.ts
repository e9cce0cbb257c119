import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

type SettingsRow = typeof settings.$inferSelect;
type SettingsValues = Omit<Partial<typeof settings.$inferInsert>, "id" | "updatedAt">;

/**
 * Writes part of the settings singleton (id 1, created with the columns' defaults if the database
 * has none) and logs it with its before and after, in one transaction under the row's lock: the
 * office's General Settings and the brakes (decisions 118, 120, 122) share this one path. Every
 * server hears the change through the settings table's NOTIFY, which empties its kept answers.
 */
export async function writeSettingsRow<T>(
  db: Db,
  change: {
    actorId: string;
    action: string;
    values: (before: SettingsRow | undefined) => SettingsValues;
    dto: (row: SettingsRow) => T;
    /** What the log says was there before when the database had no settings row. */
    absent: T | null;
  },
): Promise<T> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.id, 1)).for("update");
    const values = { ...change.values(before), updatedAt: new Date() };
    const [after] = await tx
      .insert(settings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: settings.id, set: values })
      .returning();
    await recordAudit(tx, {
      actorId: change.actorId,
      action: change.action,
      targetType: "settings",
      targetId: "1",
      before: before ? change.dto(before) : change.absent,
      after: change.dto(after),
    });
    return change.dto(after);
  });
}
