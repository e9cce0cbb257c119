import {
  type AdminDeathNoticeList,
  adminDeathNoticesQuerySchema,
  confirmDeathBodySchema,
  DEATH_NOTICE_VERBS,
  type DeathNoticeVerb,
} from "../../../../contract/memoriam";
import type { RoutesPlugin } from "../../../deps";
import { actOnDeathNotice, listDeathNotices } from "../../memoriam/queue";
import { idParams, requireAdmin } from "../shared";

/** The office's In memoriam queue (issue 26 item 4, decision 109). */
export const adminMemoriamRoutes: RoutesPlugin = (app, { db }) => {
  app.get(
    "/api/v1/admin/in-memoriam",
    { schema: { querystring: adminDeathNoticesQuerySchema } },
    async (req): Promise<AdminDeathNoticeList> => {
      requireAdmin(req.viewer);
      return listDeathNotices(db, req.query);
    },
  );

  app.post(
    "/api/v1/admin/in-memoriam/:id/confirm",
    { schema: { params: idParams, body: confirmDeathBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      await actOnDeathNotice(db, req.viewer, req.params.id, "confirm", req.body.year_of_death);
      return { id: req.params.id, status: DEATH_NOTICE_VERBS.confirm };
    },
  );

  for (const verb of ["dismiss", "restore", "reopen"] as const satisfies DeathNoticeVerb[]) {
    app.post(`/api/v1/admin/in-memoriam/:id/${verb}`, { schema: { params: idParams } }, async (req) => {
      requireAdmin(req.viewer);
      await actOnDeathNotice(db, req.viewer, req.params.id, verb);
      return { id: req.params.id, status: DEATH_NOTICE_VERBS[verb] };
    });
  }
};
