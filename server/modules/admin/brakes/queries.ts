import { desc, eq, gte } from "drizzle-orm";
import type { BrakeSettings, ReadBrakeRefusalDto } from "../../../../contract/brakes";
import type { Db } from "../../../db/client";
import { profiles, readBrakeRefusals, settings } from "../../../db/schema";
import { UNKNOWN_USER } from "../../../presenters/message";
import { writeSettingsRow } from "../../settings/write";
import { refusalsWindowStartSql } from "./retention";

type BrakeColumns = Pick<
  typeof settings.$inferSelect,
  "newConversationsPerDay" | "newAccountDays" | "newAccountConversationsPerDay" | "directoryReadsPerHour"
>;
const toDto = (s: BrakeColumns): BrakeSettings => ({
  new_conversations_per_day: s.newConversationsPerDay,
  new_account_days: s.newAccountDays,
  new_account_conversations_per_day: s.newAccountConversationsPerDay,
  directory_reads_per_hour: s.directoryReadsPerHour,
});
/** The columns' defaults, for a database where the office never saved settings. */
const DEFAULTS: BrakeColumns = {
  newConversationsPerDay: 20,
  newAccountDays: 7,
  newAccountConversationsPerDay: 5,
  directoryReadsPerHour: 600,
};

export async function getBrakeSettings(db: Db): Promise<BrakeSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return toDto(row ?? DEFAULTS);
}

/** Saves the brakes on the settings row (created with its defaults if missing), logged. */
export function saveBrakeSettings(db: Db, actorId: string, body: BrakeSettings): Promise<BrakeSettings> {
  return writeSettingsRow(db, {
    actorId,
    action: "settings.brakes",
    values: () => ({
      newConversationsPerDay: body.new_conversations_per_day,
      newAccountDays: body.new_account_days,
      newAccountConversationsPerDay: body.new_account_conversations_per_day,
      directoryReadsPerHour: body.directory_reads_per_hour,
    }),
    dto: toDto,
    absent: toDto(DEFAULTS),
  });
}

/**
 * The clients the scraping brake refused in the kept window (REFUSALS_KEPT_DAYS, decision 126),
 * most recent first (the newest 200): what the nightly clean-up has not reached yet is not shown.
 */
export async function listReadBrakeRefusals(db: Db): Promise<ReadBrakeRefusalDto[]> {
  const rows = await db
    .select({ r: readBrakeRefusals, name: profiles.displayName })
    .from(readBrakeRefusals)
    .leftJoin(profiles, eq(profiles.userId, readBrakeRefusals.userId))
    .where(gte(readBrakeRefusals.lastRefusedAt, refusalsWindowStartSql))
    .orderBy(desc(readBrakeRefusals.lastRefusedAt))
    .limit(200);
  return rows.map(({ r, name }) => ({
    member: r.userId ? { user_id: r.userId, display_name: name ?? UNKNOWN_USER } : null,
    address: r.address,
    refused: r.refused,
    first_refused_at: r.firstRefusedAt.toISOString(),
    last_refused_at: r.lastRefusedAt.toISOString(),
  }));
}
