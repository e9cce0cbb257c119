import { adminNewsBodySchema, adminNewsPublishSchema } from "../../../../contract/admin-content";
import { adminNewsListQuerySchema } from "../../../../contract/admin-office";
import type { RoutesPlugin } from "../../../deps";
import { registerAdminResource } from "../resource-routes";
import { idParams, requireAdmin } from "../shared";
import { getAdminNews, listAdminNews } from "./queries";
import { createAdminNews, deleteAdminNews, updateAdminNews } from "./service";

export const adminNewsRoutes: RoutesPlugin = (app, { db }) => {
  registerAdminResource(app, db, "/api/v1/admin/news", {
    listQuery: adminNewsListQuerySchema,
    list: listAdminNews,
    body: adminNewsBodySchema,
    create: createAdminNews,
    get: getAdminNews,
    update: updateAdminNews,
    remove: deleteAdminNews,
  });

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
};
