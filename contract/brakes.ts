import { z } from "zod";

/** The spam and scraping brakes the office sets in Admin › Settings (issue 28 items 4-5, decision 120). */
const count = (min: number, max: number) =>
  z
    .number({ message: `Enter a whole number from ${min} to ${max}` })
    .int(`Enter a whole number from ${min} to ${max}`)
    .min(min, `Enter a whole number from ${min} to ${max}`)
    .max(max, `Enter a whole number from ${min} to ${max}`);

export const brakeSettingsSchema = z
  .object({
    new_conversations_per_day: count(1, 1000),
    new_account_days: count(0, 365),
    new_account_conversations_per_day: count(1, 1000),
    directory_reads_per_hour: count(20, 100_000),
  })
  .strict();
export type BrakeSettings = z.infer<typeof brakeSettingsSchema>;

/**
 * How long a refused client stays on the office's list after its latest refusal (decision 126):
 * the list shows these days, and a nightly job deletes older rows, visitors' addresses with them.
 */
export const REFUSALS_KEPT_DAYS = 90;

/** One client the scraping brake refused, for the office's list. */
export interface ReadBrakeRefusalDto {
  /** A member's name (with their id), or the address of a visitor. */
  member: { user_id: string; display_name: string } | null;
  address: string | null;
  refused: number;
  first_refused_at: string;
  last_refused_at: string;
}
