import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { events } from "../db/schema";
import type { TestContext } from "./harness";

export const DAY = 86_400_000;

/** The moment `days` days from now (negative: ago). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** An approved event ten days ahead, inserted directly, for the events API tests. */
export async function insertApprovedEvent(
  ctx: TestContext,
  values: Partial<typeof events.$inferInsert> = {},
) {
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      title: "Reunion Dinner",
      description: "Dinner, with speeches",
      category: "Reunion",
      location: "Mumbai",
      startDate: inDays(10),
      moderationStatus: "approved",
      ...values,
    })
    .returning();
  return row;
}

/** A stand-in for the built web app (its index.html only), so served pages can be checked. */
export function fakeWebDist(): string {
  const webDist = mkdtempSync(path.join(tmpdir(), "alumni-web-"));
  writeFileSync(
    path.join(webDist, "index.html"),
    '<html><head><title>Alumni Portal</title><meta name="description" content="Site."></head><body></body></html>',
  );
  return webDist;
}
