import { adminHouseBodySchema } from "../../../../contract/admin-content";
import type { RoutesPlugin } from "../../../deps";
import { idParams, requireAdmin } from "../shared";
import { createHouse, deleteHouse, listAdminHouses, updateHouse } from "./queries";

export const adminHouseRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/houses", async (req) => {
    requireAdmin(req.viewer);
    return listAdminHouses(db);
  });

  app.post("/api/v1/admin/houses", { schema: { body: adminHouseBodySchema } }, async (req, reply) => {
    requireAdmin(req.viewer);
    return reply.status(201).send(await createHouse(db, req.viewer.user.id, req.body));
  });

  app.put(
    "/api/v1/admin/houses/:id",
    { schema: { params: idParams, body: adminHouseBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return updateHouse(db, req.viewer.user.id, req.params.id, req.body);
    },
  );

  app.delete("/api/v1/admin/houses/:id", { schema: { params: idParams } }, async (req, reply) => {
    requireAdmin(req.viewer);
    await deleteHouse(db, req.viewer.user.id, req.params.id);
    return reply.status(204).send();
  });
};
