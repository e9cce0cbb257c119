import { DEFAULT_PRIVACY, type PrivacySettings } from "../../contract/profile";

// The database schema: every table, one file per domain under ./tables, re-exported here so
// the server, the migrations (drizzle.config.ts) and the tests import them from one module.
export * from "./auth-schema";
export * from "./tables/admin";
export * from "./tables/alumni-cup";
export * from "./tables/brakes";
export * from "./tables/check-in";
export * from "./tables/community-groups";
export * from "./tables/events";
export * from "./tables/houses";
export * from "./tables/mail";
export * from "./tables/memoriam";
export * from "./tables/messages";
export * from "./tables/moderation";
export * from "./tables/news";
export * from "./tables/newsletter";
export * from "./tables/notification-centre";
export * from "./tables/notifications";
export * from "./tables/profiles";
export * from "./tables/reports";
export * from "./tables/school-roll";
export * from "./tables/shared-state";
// The privacy column's shape and defaults are the contract's (spec §5); re-exported so the
// server's imports of them from the schema keep working.
export { DEFAULT_PRIVACY, type PrivacySettings };
