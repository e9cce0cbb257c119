import type { RoutesPlugin } from "../deps";
import { realtimeRoutes } from "../realtime/routes";
import { uploadsRoutes } from "../storage/routes";
import { adminRoutes } from "./admin";
import { adminBootstrapRoutes } from "./admin-bootstrap/routes";
import { authRoutes } from "./auth/routes";
import { communityRoutes } from "./community/routes";
import { eventsRoutes } from "./events/routes";
import { healthRoutes } from "./health/routes";
import { homeRoutes } from "./home/routes";
import { houseCupRoutes } from "./house-cup/routes";
import { messagesRoutes } from "./messages/routes";
import { newsRoutes } from "./news/routes";
import { myProfileRoutes } from "./profile/routes";
import { profileRoutes } from "./profiles/routes";
import { settingsRoutes } from "./settings/routes";

/** Every module's routes. A new module adds one line here. */
export const modules: RoutesPlugin[] = [
  healthRoutes,
  authRoutes,
  adminBootstrapRoutes,
  settingsRoutes,
  profileRoutes,
  myProfileRoutes,
  homeRoutes,
  newsRoutes,
  houseCupRoutes,
  eventsRoutes,
  messagesRoutes,
  realtimeRoutes,
  uploadsRoutes,
  communityRoutes,
  adminRoutes,
];
