import { z } from "zod";
import { emailSchema } from "./auth";
import { LIMITS } from "./constants";

/** Bodies of the member's data-rights requests (My Profile, decision 065). */

/** DELETE /api/v1/account: the password re-entered. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, "Please enter your password").max(LIMITS.passwordMax),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** POST /api/v1/account/email: the new address, confirmed by a link mailed to it. */
export const changeEmailSchema = z.object({ newEmail: emailSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** File name of the download: alumni-portal-data-{date}.zip */
export const dataExportFileName = (now = new Date()) =>
  `alumni-portal-data-${now.toISOString().slice(0, 10)}.zip`;
