import { alumniCupRulesSchema } from "../../../contract/house-cup";
import type { RoutesPlugin } from "../../deps";
import { requireAdmin } from "../admin/shared";
import { alumniCupRules, saveAlumniCupRules } from "./alumni-cup-rules";

/** The office sets the Alumni Cup's weights, cap and season (Admin › Competitions; decision 119). */
export const alumniCupRulesRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/alumni-cup", async (req) => {
    requireAdmin(req.viewer);
    return alumniCupRules(db);
  });
  app.put("/api/v1/admin/alumni-cup", { schema: { body: alumniCupRulesSchema } }, async (req) => {
    requireAdmin(req.viewer);
    return saveAlumniCupRules(db, req.viewer.user.id, req.body);
  });
};
