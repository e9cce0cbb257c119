import type { RoutesPlugin } from "../../deps";
import { registerAuthorizedScope } from "../../http/authorized-scope";
import { adminAdmissionRoutes } from "../admission/routes";
import { alumniCupRulesRoutes } from "../house-cup/alumni-cup-routes";
import { adminAlumniRoutes } from "./alumni/routes";
import { adminAuditRoutes } from "./audit/routes";
import { adminBrakeRoutes } from "./brakes/routes";
import { adminBulkRoutes } from "./bulk/routes";
import { adminCompetitionRoutes } from "./competitions/routes";
import { adminDashboardRoutes } from "./dashboard/routes";
import { adminDoorRoutes } from "./events/door-routes";
import { adminEventRoutes } from "./events/routes";
import { adminHouseRoutes } from "./houses/routes";
import { adminMailRoutes } from "./mail/routes";
import { adminMemoriamRoutes } from "./memoriam/routes";
import { adminNewsRoutes } from "./news/routes";
import { adminNewsletterLeaderRoutes } from "./newsletter/leader-routes";
import { adminNewsletterRoutes } from "./newsletter/routes";
import { adminReportRoutes } from "./reports/routes";
import { adminRollRoutes } from "./roll/routes";
import { adminSettingsRoutes } from "./settings/routes";
import { requireAdmin } from "./shared";
import { adminUserRoutes } from "./users/routes";

const areas: RoutesPlugin[] = [
  adminDashboardRoutes,
  adminAlumniRoutes,
  adminEventRoutes,
  adminDoorRoutes,
  adminNewsRoutes,
  adminCompetitionRoutes,
  alumniCupRulesRoutes,
  adminUserRoutes,
  adminHouseRoutes,
  adminSettingsRoutes,
  adminBrakeRoutes,
  adminAuditRoutes,
  adminBulkRoutes,
  adminMailRoutes,
  adminNewsletterRoutes,
  adminNewsletterLeaderRoutes,
  adminReportRoutes,
  adminRollRoutes,
  adminMemoriamRoutes,
  adminAdmissionRoutes,
];

/**
 * The admin area's API (/api/v1/admin/…), in its own encapsulated scope whose first hook
 * authorizes: a visitor gets 401 and a non-admin 403 before the body is even validated,
 * so a refused caller learns nothing about the input rules. Each handler checks again.
 */
export const adminRoutes: RoutesPlugin = (app, deps) =>
  registerAuthorizedScope(app, deps, requireAdmin, async (admin) => {
    for (const register of areas) await register(admin, deps);
  });
