import { adminHouseBodySchema } from "../../../../contract/admin-content";
import type { RoutesPlugin } from "../../../deps";
import { registerAdminResource } from "../resource-routes";
import { createHouse, deleteHouse, listAdminHouses, updateHouse } from "./queries";

export const adminHouseRoutes: RoutesPlugin = (app, { db }) => {
  registerAdminResource(app, "/api/v1/admin/houses", {
    list: () => listAdminHouses(db),
    createBody: adminHouseBodySchema,
    create: (actorId, body) => createHouse(db, actorId, body),
    updateBody: adminHouseBodySchema,
    update: (actorId, id, body) => updateHouse(db, actorId, id, body),
    remove: (actorId, id) => deleteHouse(db, actorId, id),
  });
};
