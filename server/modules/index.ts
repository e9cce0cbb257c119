import type { RoutesPlugin } from "../deps";
import { adminBootstrapRoutes } from "./admin-bootstrap/routes";
import { authRoutes } from "./auth/routes";
import { healthRoutes } from "./health/routes";
import { homeRoutes } from "./home/routes";
import { houseCupRoutes } from "./house-cup/routes";
import { newsRoutes } from "./news/routes";
import { profileRoutes } from "./profiles/routes";
import { settingsRoutes } from "./settings/routes";

/** Every module's routes. A new module adds one line here. */
export const modules: RoutesPlugin[] = [
  healthRoutes,
  authRoutes,
  adminBootstrapRoutes,
  settingsRoutes,
  profileRoutes,
  homeRoutes,
  newsRoutes,
  houseCupRoutes,
];
