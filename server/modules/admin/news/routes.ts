import { adminNewsBodySchema, adminNewsPublishSchema } from "../../../../contract/admin-content";
import type { RoutesPlugin } from "../../../deps";
import { idParams, requireAdmin } from "../shared";
import { createAdminNews, deleteAdminNews, getAdminNews, listAdminNews, updateAdminNews } from "./queries";

export const adminNewsRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/news", async (req) => {
    requireAdmin(req.viewer);
    return listAdminNews(db);
  });

  app.post("/api/v1/admin/news", { schema: { body: adminNewsBodySchema } }, async (req, reply) => {
    requireAdmin(req.viewer);
    return reply.status(201).send(await createAdminNews(db, req.viewer.user.id, req.body));
  });

  app.get("/api/v1/admin/news/:id", { schema: { params: idParams } }, async (req) => {
    requireAdmin(req.viewer);
    return getAdminNews(db, req.params.id);
  });

  app.put(
    "/api/v1/admin/news/:id",
    { schema: { params: idParams, body: adminNewsBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return updateAdminNews(db, req.viewer.user.id, req.params.id, req.body);
    },
  );

  app.post(
    "/api/v1/admin/news/:id/publish",
    { schema: { params: idParams, body: adminNewsPublishSchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return updateAdminNews(
        db,
        req.viewer.user.id,
        req.params.id,
        { published: req.body.published },
        req.body.published ? "news.publish" : "news.unpublish",
      );
    },
  );

  app.delete("/api/v1/admin/news/:id", { schema: { params: idParams } }, async (req, reply) => {
    requireAdmin(req.viewer);
    await deleteAdminNews(db, req.viewer.user.id, req.params.id);
    return reply.status(204).send();
  });
};
