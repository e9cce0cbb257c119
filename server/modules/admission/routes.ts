import {
  ADMISSION_VERBS,
  type AdminAdmissionList,
  adminAdmissionsQuerySchema,
  type MyAdmission,
} from "../../../contract/admission";
import type { RoutesPlugin } from "../../deps";
import { authorize } from "../../policies";
import { idParams, requireAdmin } from "../admin/shared";
import { actOnAdmission, listAdmissions, myAdmission } from "./queue";

/** The signed-in member's own admission: the notice on their screens says why they wait. */
export const admissionRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/me/admission", async (req): Promise<MyAdmission> => {
    authorize(req.viewer, { kind: "member" });
    return myAdmission(db, req.viewer.user.id);
  });
};

/** The office's queue of sign-ups (issue 26 item 3, decision 118). */
export const adminAdmissionRoutes: RoutesPlugin = (app, { db, mailer, config }) => {
  app.get(
    "/api/v1/admin/sign-ups",
    { schema: { querystring: adminAdmissionsQuerySchema } },
    async (req): Promise<AdminAdmissionList> => {
      requireAdmin(req.viewer);
      return listAdmissions(db, req.query);
    },
  );

  for (const verb of Object.keys(ADMISSION_VERBS) as Array<keyof typeof ADMISSION_VERBS>) {
    app.post(`/api/v1/admin/sign-ups/:id/${verb}`, { schema: { params: idParams } }, async (req) => {
      requireAdmin(req.viewer);
      return actOnAdmission(db, req.viewer, req.params.id, verb, {
        outbox: mailer,
        publicUrl: config.publicUrl,
      });
    });
  }
};
