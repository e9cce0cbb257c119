import {
  ALUMNI_IMPORT_LIMITS,
  adminAlumniCreateSchema,
  adminAlumniListQuerySchema,
  alumniExportFileName,
  alumniImportBodySchema,
} from "../../../../contract/admin-alumni";
import { profileUpdateSchema } from "../../../../contract/profile";
import type { RoutesPlugin } from "../../../deps";
import { CSV_TYPE, sendPrivateDownload } from "../../../http/private-download";
import { registerAdminResource } from "../resource-routes";
import { requireAdmin } from "../shared";
import { importAlumni, previewAlumniImport } from "./import";
import {
  createAlumnus,
  deleteAlumnus,
  exportAlumniCsv,
  getAlumnus,
  listAlumni,
  updateAlumnus,
} from "./queries";

// JSON-wrapped CSV text is larger than the file; allow headroom over the import limit.
const IMPORT_BODY_LIMIT = ALUMNI_IMPORT_LIMITS.maxChars * 2 + 1024;

export const adminAlumniRoutes: RoutesPlugin = (app, { db, storage }) => {
  registerAdminResource(app, db, "/api/v1/admin/alumni", {
    listQuery: adminAlumniListQuerySchema,
    list: listAlumni,
    body: adminAlumniCreateSchema,
    create: createAlumnus,
    get: getAlumnus,
    updateMethod: "patch",
    updateBody: profileUpdateSchema,
    update: updateAlumnus,
    // The avatar file goes with the profile (after the commit; issue 14).
    remove: async (tx, actorId, id) => {
      const avatarUrl = await deleteAlumnus(tx, actorId, id);
      if (avatarUrl) await storage.removeByUrl(avatarUrl);
    },
  });

  app.get("/api/v1/admin/alumni/export", async (req, reply) => {
    requireAdmin(req.viewer);
    const csv = await exportAlumniCsv(db, req.viewer.user.id);
    return sendPrivateDownload(reply, { contentType: CSV_TYPE, fileName: alumniExportFileName(), body: csv });
  });

  app.post(
    "/api/v1/admin/alumni/import/preview",
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: alumniImportBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return previewAlumniImport(db, req.body.csv);
    },
  );

  app.post(
    "/api/v1/admin/alumni/import",
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: alumniImportBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return importAlumni(db, req.viewer.user.id, req.body.csv, req.body.include_duplicates);
    },
  );
};
