import { z } from "zod";
import {
  classRepresentativeSchema,
  classYearParams,
  leaderTrustSchema,
  newsletterDeclineSchema,
} from "../../../../contract/newsletter-leaders";
import type { RoutesPlugin } from "../../../deps";
import { registerAdminAction } from "../admin-action";
import { idParams, requireAdmin } from "../shared";
import { approveIssue, declineIssue, listApprovals } from "./approval";
import { listLeaders, removeClassRepresentative, setClassRepresentative, setLeaderTrust } from "./leaders";

const userParams = z.object({ userId: z.string().min(1).max(100) });

/**
 * Admin, Newsletter, group leaders (decision 121): the approval list (Approve & send, Decline
 * with a reason), class representatives per year, and which leaders the office trusts.
 */
export const adminNewsletterLeaderRoutes: RoutesPlugin = (app, { db, mailer, config }) => {
  app.get("/api/v1/admin/newsletter/approvals", async (req) => {
    requireAdmin(req.viewer);
    return listApprovals(db);
  });

  app.post("/api/v1/admin/newsletter/:id/approve", { schema: { params: idParams } }, async (req, reply) => {
    requireAdmin(req.viewer);
    const keys = { publicUrl: config.publicUrl, secret: config.authSecret };
    reply.code(202);
    return approveIssue(db, mailer, keys, req.viewer.user.id, req.params.id);
  });

  registerAdminAction(
    app,
    "POST",
    "/api/v1/admin/newsletter/:id/decline",
    { params: idParams, body: newsletterDeclineSchema },
    (actorId, { id }, { reason }) => declineIssue(db, actorId, id, reason),
  );

  app.get("/api/v1/admin/newsletter/leaders", async (req) => {
    requireAdmin(req.viewer);
    return listLeaders(db);
  });

  const representativesOf = "/api/v1/admin/newsletter/class-representatives/:year";
  registerAdminAction(
    app,
    "PUT",
    representativesOf,
    { params: classYearParams, body: classRepresentativeSchema },
    (actorId, { year }, { email }) => setClassRepresentative(db, actorId, year, email),
  );
  registerAdminAction(app, "DELETE", representativesOf, { params: classYearParams }, (actorId, { year }) =>
    removeClassRepresentative(db, actorId, year),
  );

  registerAdminAction(
    app,
    "PUT",
    "/api/v1/admin/newsletter/leaders/:userId/trust",
    { params: userParams, body: leaderTrustSchema },
    (actorId, { userId }, { trusted }) => setLeaderTrust(db, actorId, userId, trusted),
  );
};
