import { z } from "zod";
import type { RoutesPlugin } from "../../deps";
import { authorize } from "../../policies";
import { claimFirstAdmin, hasAnyAdmin } from "./queries";

export const adminBootstrapRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/exists", async () => ({ hasAdmin: await hasAnyAdmin(db) }));

  app.post("/api/v1/admin/claim", { schema: { body: z.object({}).optional() } }, async (req) => {
    authorize(req.viewer, { kind: "member" });
    return { granted: await claimFirstAdmin(db, req.viewer.user.id) };
  });
};
