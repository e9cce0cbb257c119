/**
 * User-facing texts of spec §5 and §8, worded exactly as the spec gives them.
 * One file per group, so each screen's chunk carries only the texts it shows (the JavaScript
 * budget of issue 12: one module of every text sat in every public page's scripts).
 */

export { ACCOUNT_ACCESS_TEXT } from "./ui-text/account-access-messages";
export { ADMIN_MESSAGES } from "./ui-text/admin-messages";
export { ADMIN_RULES } from "./ui-text/admin-rules";
export { ADMIN_SAVED } from "./ui-text/admin-saved";
export { ADMIN_SUCCESS } from "./ui-text/admin-success";
export { ADMISSION_TEXT } from "./ui-text/admission-messages";
export { ALUMNI_CUP_ADMIN_TEXT, ALUMNI_CUP_TEXT } from "./ui-text/alumni-cup-text";
export { AUTH_MESSAGES } from "./ui-text/auth-messages";
export { BLOCK_MESSAGES } from "./ui-text/block-messages";
export { BOOTSTRAP_MESSAGES } from "./ui-text/bootstrap-messages";
export { BRAKE_TEXT } from "./ui-text/brake-messages";
export { CHECK_IN_TEXT } from "./ui-text/check-in-messages";
export { COMMUNITY_MESSAGES } from "./ui-text/community-messages";
export { DATA_RIGHTS_MESSAGES } from "./ui-text/data-rights-messages";
export { DIGEST_TEXT } from "./ui-text/digest-text";
export { EVENT_MESSAGES, EVENT_PLACE_REFUSALS, GUESTS_DIALOG_TEXT } from "./ui-text/event-messages";
export { GENERIC_MESSAGES } from "./ui-text/generic-messages";
export { MEMORIAM_TEXT } from "./ui-text/memoriam-messages";
export { MESSAGING_MESSAGES } from "./ui-text/messaging-messages";
export { MODERATION_TEXT } from "./ui-text/moderation-messages";
export { OFFICE_TEXT } from "./ui-text/office-text";
export { PRIVACY_TEXT } from "./ui-text/privacy-text";
export { PROFILE_MESSAGES } from "./ui-text/profile-messages";
export { PROVIDER_SIGN_IN_MESSAGES } from "./ui-text/provider-sign-in-messages";
export { REPORT_TEXT } from "./ui-text/report-messages";
export { SCREEN_MESSAGES } from "./ui-text/screen-messages";
export { VALIDATION } from "./ui-text/validation";
