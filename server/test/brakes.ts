import { expect } from "vitest";
import type { BrakeSettings } from "../../contract/brakes";
import { ORIGIN, type TestContext } from "./harness";

/** The brakes as Admin › Settings ships them (decision 120): 20 a day, 7 days new, 5 a day, 600 an hour. */
export const SHIPPED_BRAKES: BrakeSettings = {
  new_conversations_per_day: 20,
  new_account_days: 7,
  new_account_conversations_per_day: 5,
  directory_reads_per_hour: 600,
};

/** The office sets the brakes (the shipped ones with `patch`) through Admin › Settings. */
export async function putBrakes(ctx: TestContext, officeCookie: string, patch: Partial<BrakeSettings>) {
  const put = await ctx.app.inject({
    method: "PUT",
    url: "/api/v1/admin/settings/brakes",
    headers: { cookie: officeCookie, origin: ORIGIN, "content-type": "application/json" },
    payload: { ...SHIPPED_BRAKES, ...patch },
  });
  expect(put.statusCode, put.body).toBe(200);
}
