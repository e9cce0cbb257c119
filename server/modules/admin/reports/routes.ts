import { suspendBodySchema, userIdParams, warnBodySchema } from "../../../../contract/moderation";
import type { RoutesPlugin } from "../../../deps";
import { warnReported } from "../../moderation/report-actions";
import { registerReviewRoutes } from "../../moderation/review-routes";
import { liftSuspension, suspendMember } from "../../moderation/suspensions";
import { idParams, requireAdmin } from "../shared";

/**
 * The office's Reports queue (issue 28 item 2, decisions 107, 112): every report, and what only
 * the office may do — warn a member, suspend them and lift it.
 */
export const adminReportRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  const mail = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  registerReviewRoutes(app, deps, "/api/v1/admin/reports", (req) => {
    requireAdmin(req.viewer);
    return { viewer: req.viewer, scope: { office: true } };
  });

  app.post(
    "/api/v1/admin/reports/:id/warn",
    { schema: { params: idParams, body: warnBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      await warnReported(db, mail, req.viewer, req.params.id, req.body.message);
      return { id: req.params.id, status: "actioned" };
    },
  );

  app.put(
    "/api/v1/admin/members/:user_id/suspension",
    { schema: { params: userIdParams, body: suspendBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return suspendMember(db, mail, req.viewer, req.params.user_id, req.body);
    },
  );

  app.delete(
    "/api/v1/admin/members/:user_id/suspension",
    { schema: { params: userIdParams } },
    async (req) => {
      requireAdmin(req.viewer);
      await liftSuspension(db, req.viewer, req.params.user_id);
      return { user_id: req.params.user_id, suspended: false };
    },
  );
};
