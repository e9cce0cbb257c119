import type { RoutesPlugin } from "../deps";
import { adminRoutes } from "./admin";
import { adminBootstrapRoutes } from "./admin-bootstrap/routes";
import { authRoutes } from "./auth/routes";
import { healthRoutes } from "./health/routes";
import { settingsRoutes } from "./settings/routes";

/** Every module's routes. A new module adds one line here. */
export const modules: RoutesPlugin[] = [
  healthRoutes,
  authRoutes,
  adminBootstrapRoutes,
  settingsRoutes,
  adminRoutes,
];
