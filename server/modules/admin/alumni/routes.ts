import {
  ALUMNI_IMPORT_LIMITS,
  adminAlumniCreateSchema,
  adminAlumniListQuerySchema,
  alumniExportFileName,
  alumniImportBodySchema,
} from "../../../../contract/admin-alumni";
import { profileUpdateSchema } from "../../../../contract/profile";
import type { RoutesPlugin } from "../../../deps";
import { idParams, requireAdmin } from "../shared";
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

export const adminAlumniRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/alumni", { schema: { querystring: adminAlumniListQuerySchema } }, async (req) => {
    requireAdmin(req.viewer);
    return listAlumni(db, req.query);
  });

  app.get("/api/v1/admin/alumni/export", async (req, reply) => {
    requireAdmin(req.viewer);
    const csv = await exportAlumniCsv(db, req.viewer.user.id);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${alumniExportFileName()}"`)
      .header("cache-control", "no-store")
      .send(csv);
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

  app.post("/api/v1/admin/alumni", { schema: { body: adminAlumniCreateSchema } }, async (req, reply) => {
    requireAdmin(req.viewer);
    return reply.status(201).send(await createAlumnus(db, req.viewer.user.id, req.body));
  });

  app.get("/api/v1/admin/alumni/:id", { schema: { params: idParams } }, async (req) => {
    requireAdmin(req.viewer);
    return getAlumnus(db, req.params.id);
  });

  app.patch(
    "/api/v1/admin/alumni/:id",
    { schema: { params: idParams, body: profileUpdateSchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return updateAlumnus(db, req.viewer.user.id, req.params.id, req.body);
    },
  );

  app.delete("/api/v1/admin/alumni/:id", { schema: { params: idParams } }, async (req, reply) => {
    requireAdmin(req.viewer);
    await deleteAlumnus(db, req.viewer.user.id, req.params.id);
    return reply.status(204).send();
  });
};
