// Column and check helpers shared by the schema's table files.
import { sql } from "drizzle-orm";
import { text, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
export const inList = (column: string, values: readonly (string | number)[]) =>
  sql.raw(`${column} IN (${values.map((v) => (typeof v === "number" ? v : `'${v}'`)).join(", ")})`);
