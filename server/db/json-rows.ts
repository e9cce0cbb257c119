import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A table row that arrived as JSON (`row_to_json`, `json_agg`: several reads in one statement)
 * turned into the row Drizzle's own select would give: keys by the schema's names, each value
 * through its column's own mapping (timestamps to Date, and so on).
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}
