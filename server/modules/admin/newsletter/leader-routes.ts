import { z } from "zod";
import {
  classRepresentativeSchema,
  classYearParams,
  leaderTrustSchema,
  newsletterDeclineSchema,
} from "../../../../contract/newsletter-leaders";
import type { RoutesPlugin } from "../../../deps";
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

  app.post(
    "/api/v1/admin/newsletter/:id/decline",
    { schema: { params: idParams, body: newsletterDeclineSchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return declineIssue(db, req.viewer.user.id, req.params.id, req.body.reason);
    },
  );

  app.get("/api/v1/admin/newsletter/leaders", async (req) => {
    requireAdmin(req.viewer);
    return listLeaders(db);
  });

  app.put(
    "/api/v1/admin/newsletter/class-representatives/:year",
    { schema: { params: classYearParams, body: classRepresentativeSchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return setClassRepresentative(db, req.viewer.user.id, req.params.year, req.body.email);
    },
  );

  app.delete(
    "/api/v1/admin/newsletter/class-representatives/:year",
    { schema: { params: classYearParams } },
    async (req) => {
      requireAdmin(req.viewer);
      return removeClassRepresentative(db, req.viewer.user.id, req.params.year);
    },
  );

  app.put(
    "/api/v1/admin/newsletter/leaders/:userId/trust",
    { schema: { params: userParams, body: leaderTrustSchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return setLeaderTrust(db, req.viewer.user.id, req.params.userId, req.body.trusted);
    },
  );
};
