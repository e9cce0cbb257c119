import { APIError } from "better-auth/api";
import type { Db } from "../db/client";
import { suspensionRefusal } from "../modules/moderation/suspensions";

/** Better Auth's code for a suspended member's refused sign-in; our sign-in route answers 403 with its words. */
export const SUSPENDED_CODE = "ACCOUNT_SUSPENDED";

/** Throws (no session is made) when the account is suspended now (decision 112). */
export async function refuseSuspended(db: Db, userId: string): Promise<void> {
  const refusal = await suspensionRefusal(db, userId);
  if (refusal) throw new APIError("FORBIDDEN", { code: SUSPENDED_CODE, message: refusal });
}
