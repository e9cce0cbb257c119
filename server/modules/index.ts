import type { RoutesPlugin } from "../deps";
import { realtimeRoutes } from "../realtime/routes";
import { uploadsRoutes } from "../storage/routes";
import { adminBootstrapRoutes } from "./admin-bootstrap/routes";
import { authRoutes } from "./auth/routes";
import { communityRoutes } from "./community/routes";
import { eventsRoutes } from "./events/routes";
import { healthRoutes } from "./health/routes";
import { messagesRoutes } from "./messages/routes";
import { profileRoutes } from "./profile/routes";
import { settingsRoutes } from "./settings/routes";

/** Every module's routes. A new module adds one line here. */
export const modules: RoutesPlugin[] = [
  healthRoutes,
  authRoutes,
  adminBootstrapRoutes,
  settingsRoutes,
  eventsRoutes,
  profileRoutes,
  messagesRoutes,
  realtimeRoutes,
  uploadsRoutes,
  communityRoutes,
];
