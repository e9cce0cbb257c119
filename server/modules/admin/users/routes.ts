import { z } from "zod";
import { adminRoleBodySchema, adminRoleParamsSchema } from "../../../../contract/admin-content";
import { adminUserListQuerySchema } from "../../../../contract/admin-office";
import type { RoutesPlugin } from "../../../deps";
import { requireAdmin } from "../shared";
import { assignRole, listAdminUsers, removeRole } from "./queries";

export const adminUserRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/users", { schema: { querystring: adminUserListQuerySchema } }, async (req) => {
    requireAdmin(req.viewer);
    return listAdminUsers(db, req.query);
  });

  app.post(
    "/api/v1/admin/users/:userId/roles",
    { schema: { params: z.object({ userId: z.string().min(1).max(200) }), body: adminRoleBodySchema } },
    async (req, reply) => {
      requireAdmin(req.viewer);
      await assignRole(db, req.viewer.user.id, req.params.userId, req.body.role);
      return reply.status(201).send({ user_id: req.params.userId, role: req.body.role });
    },
  );

  app.delete(
    "/api/v1/admin/users/:userId/roles/:role",
    { schema: { params: adminRoleParamsSchema } },
    async (req, reply) => {
      requireAdmin(req.viewer);
      await removeRole(db, req.viewer.user.id, req.params.userId, req.params.role);
      return reply.status(204).send();
    },
  );
};
