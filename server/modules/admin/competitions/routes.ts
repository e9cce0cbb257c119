import { adminCompetitionBodySchema, adminResultsBodySchema } from "../../../../contract/admin-content";
import { adminCompetitionListQuerySchema } from "../../../../contract/admin-office";
import type { RoutesPlugin } from "../../../deps";
import { registerAdminAction } from "../admin-action";
import { registerAdminResource } from "../resource-routes";
import { idParams } from "../shared";
import { getAdminCompetition, listAdminCompetitions } from "./queries";
import {
  createAdminCompetition,
  deleteAdminCompetition,
  recordResults,
  restoreAdminCompetition,
  transitionCompetition,
  updateAdminCompetition,
} from "./service";

export const adminCompetitionRoutes: RoutesPlugin = (app, { db }) => {
  registerAdminResource(app, db, "/api/v1/admin/competitions", {
    listQuery: adminCompetitionListQuerySchema,
    list: listAdminCompetitions,
    body: adminCompetitionBodySchema,
    create: createAdminCompetition,
    get: getAdminCompetition,
    update: updateAdminCompetition,
    remove: deleteAdminCompetition,
  });

  for (const verb of ["start", "complete"] as const) {
    registerAdminAction(
      app,
      "POST",
      `/api/v1/admin/competitions/:id/${verb}`,
      { params: idParams },
      (actorId, { id }) => transitionCompetition(db, actorId, id, verb),
    );
  }

  registerAdminAction(
    app,
    "POST",
    "/api/v1/admin/competitions/:id/restore",
    { params: idParams },
    (actorId, { id }) => restoreAdminCompetition(db, actorId, id),
  );

  registerAdminAction(
    app,
    "PUT",
    "/api/v1/admin/competitions/:id/results",
    { params: idParams, body: adminResultsBodySchema },
    (actorId, { id }, results) => recordResults(db, actorId, id, results),
  );
};
