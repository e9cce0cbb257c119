import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/harness";
import { events } from "../schema";
import { seedDemo } from "./index";

// Issue 21, item 7: the demo events ran 10:30 PM to 2:30 AM school time, with a deadline at
// 4:30 AM. Seeded now, every event starts and ends at a waking hour in its own zone, and its
// registration closes before it starts. The test reads each instant's wall clock with Intl; the
// seed finds the instant of a wall clock (local-time.ts), the other way round.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.transaction((tx) => seedDemo(tx as unknown as typeof ctx.database.db, new Date()));
});
afterAll(async () => ctx.close());

/** The wall-clock hour and minute of an instant in a zone, as a number of minutes since midnight. */
function minutesIn(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part("hour") * 60 + part("minute");
}

describe("demo events", () => {
  it("run at waking hours in their own zone, the same day, and close registration before they start", async () => {
    const rows = await ctx.database.db.select().from(events);
    expect(rows.length).toBeGreaterThan(10);
    for (const e of rows) {
      const start = minutesIn(e.startDate, e.timeZone);
      const end = e.endDate ? minutesIn(e.endDate, e.timeZone) : null;
      expect(start, `${e.title} starts`).toBeGreaterThanOrEqual(7 * 60);
      expect(start, `${e.title} starts`).toBeLessThanOrEqual(20 * 60);
      expect(end, `${e.title} ends`).not.toBeNull();
      expect(end!, `${e.title} ends`).toBeGreaterThan(start);
      expect(end!, `${e.title} ends`).toBeLessThanOrEqual(23 * 60);
      if (e.registrationDeadline) {
        expect(e.registrationDeadline.getTime(), e.title).toBeLessThan(e.startDate.getTime());
        const deadline = minutesIn(e.registrationDeadline, e.timeZone);
        expect(deadline, `${e.title} deadline`).toBeGreaterThanOrEqual(7 * 60);
        expect(deadline, `${e.title} deadline`).toBeLessThanOrEqual(23 * 60);
      }
    }
    const cricket = rows.find((e) => e.title === "Old Boys' Cricket Match");
    expect(cricket?.timeZone).toBe("Asia/Kolkata");
    expect(minutesIn(cricket!.startDate, "Asia/Kolkata")).toBe(9 * 60 + 30);
    const london = rows.find((e) => e.title === "London Chapter Winter Dinner");
    expect(london?.timeZone).toBe("Europe/London");
    expect(minutesIn(london!.startDate, "Europe/London")).toBe(19 * 60 + 30);
  });
});
