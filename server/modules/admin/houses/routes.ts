import { adminHouseBodySchema } from "../../../../contract/admin-content";
import type { RoutesPlugin } from "../../../deps";
import { registerAdminResource } from "../resource-routes";
import { createHouse, deleteHouse, listAdminHouses, updateHouse } from "./queries";

export const adminHouseRoutes: RoutesPlugin = (app, { db }) => {
  registerAdminResource(app, db, "/api/v1/admin/houses", {
    list: listAdminHouses,
    body: adminHouseBodySchema,
    create: createHouse,
    update: updateHouse,
    remove: deleteHouse,
  });
};
