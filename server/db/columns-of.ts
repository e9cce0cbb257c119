import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Some of a table's columns by their schema names, for a select that takes those fields as they
 * are (a member's data export lists what it hands over, and nothing the table adds later).
 */
export function columnsOf<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  keys: readonly K[],
): Pick<T["_"]["columns"], K> {
  const all = getTableColumns(table);
  const picked = {} as Pick<T["_"]["columns"], K>;
  for (const key of keys) picked[key] = all[key];
  return picked;
}
