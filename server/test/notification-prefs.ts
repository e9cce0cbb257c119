import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../contract/notifications";
import { call, type Member, type TestContext } from "./harness";

/**
 * Sets a member's notification choices as My Profile's Notifications tab does (PUT
 * /api/v1/me/notifications): every kind as in `base` (the defaults), these changed.
 */
export function setNotificationPrefs(
  ctx: TestContext,
  member: Member,
  prefs: Record<string, string>,
  base: Record<string, string> = DEFAULT_NOTIFICATION_PREFERENCES,
) {
  return call(ctx, "PUT", "/api/v1/me/notifications", { ...base, ...prefs }, member.cookie);
}
