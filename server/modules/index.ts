import type { RoutesPlugin } from "../deps";
import type { PageMetaRoute } from "../pages/page-meta";
import { realtimeRoutes } from "../realtime/routes";
import { uploadsRoutes } from "../storage/routes";
import { accountRoutes } from "./account/routes";
import { adminRoutes } from "./admin";
import { adminBootstrapRoutes } from "./admin-bootstrap/routes";
import { admissionRoutes } from "./admission/routes";
import { authRoutes } from "./auth/routes";
import { blocksRoutes } from "./blocks/routes";
import { chaptersRoutes } from "./chapters/routes";
import { checkInRoutes } from "./check-in/routes";
import { classesRoutes } from "./classes/routes";
import { communityRoutes } from "./community/routes";
import { eventsPageMeta } from "./events/page-meta";
import { eventsRoutes } from "./events/routes";
import { ticketRoutes } from "./events/ticket-routes";
import { healthRoutes } from "./health/routes";
import { homeRoutes } from "./home/routes";
import { houseCupPageMeta } from "./house-cup/page-meta";
import { houseCupRoutes } from "./house-cup/routes";
import { jobsRoutes } from "./jobs/routes";
import { memoriamRoutes } from "./memoriam/routes";
import { mentoringRoutes } from "./mentoring/routes";
import { messagesRoutes } from "./messages/routes";
import { moderationRoutes } from "./moderation/routes";
import { myProfileRoutes } from "./my-profile/routes";
import { newsPageMeta } from "./news/page-meta";
import { newsRoutes } from "./news/routes";
import { leaderNewsletterRoutes } from "./newsletter-leaders/routes";
import { newsletterArchiveRoutes } from "./newsletters/routes";
import { notificationRoutes } from "./notifications/routes";
import { eventsAttendedRoutes } from "./profiles/events-attended";
import { profilePageMeta } from "./profiles/page-meta";
import { profileRoutes } from "./profiles/routes";
import { reportsRoutes } from "./reports/routes";
import { rollRoutes } from "./roll/routes";
import { seoRoutes } from "./seo/routes";
import { settingsRoutes } from "./settings/routes";
import { stillCorrectRoutes } from "./still-correct/routes";

/** Every module's routes. A new module adds one line here. */
export const modules: RoutesPlugin[] = [
  healthRoutes,
  authRoutes,
  adminBootstrapRoutes,
  settingsRoutes,
  profileRoutes,
  myProfileRoutes,
  accountRoutes,
  homeRoutes,
  newsRoutes,
  newsletterArchiveRoutes,
  leaderNewsletterRoutes,
  houseCupRoutes,
  eventsRoutes,
  ticketRoutes,
  checkInRoutes,
  eventsAttendedRoutes,
  messagesRoutes,
  reportsRoutes,
  memoriamRoutes,
  admissionRoutes,
  moderationRoutes,
  blocksRoutes,
  realtimeRoutes,
  uploadsRoutes,
  communityRoutes,
  seoRoutes,
  classesRoutes,
  rollRoutes,
  chaptersRoutes,
  mentoringRoutes,
  jobsRoutes,
  notificationRoutes,
  stillCorrectRoutes,
  adminRoutes,
];

/** Title, description and preview tags of the public pages, served in their HTML. */
export const pageMetaRoutes: PageMetaRoute[] = [
  ...profilePageMeta,
  ...newsPageMeta,
  ...eventsPageMeta,
  ...houseCupPageMeta,
];
