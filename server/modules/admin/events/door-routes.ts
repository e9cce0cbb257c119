import { z } from "zod";
import { doorVolunteerSchema } from "../../../../contract/check-in";
import type { RoutesPlugin } from "../../../deps";
import { idParams, requireAdmin } from "../shared";
import { doorSummary, setDoorVolunteer } from "./door";

const volunteerParams = idParams.extend({ userId: z.string().min(1).max(64) });

/** The office's side of the door (issue 27, item 4): who volunteers, and the counts. */
export const adminDoorRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/events/:id/door", { schema: { params: idParams } }, async (req) => {
    requireAdmin(req.viewer);
    return doorSummary(db, req.params.id);
  });

  app.post(
    "/api/v1/admin/events/:id/door-volunteers",
    { schema: { params: idParams, body: doorVolunteerSchema } },
    async (req) => {
      requireAdmin(req.viewer);
      await setDoorVolunteer(db, req.viewer.user.id, req.params.id, req.body.user_id, true);
      return doorSummary(db, req.params.id);
    },
  );

  app.delete(
    "/api/v1/admin/events/:id/door-volunteers/:userId",
    { schema: { params: volunteerParams } },
    async (req) => {
      requireAdmin(req.viewer);
      await setDoorVolunteer(db, req.viewer.user.id, req.params.id, req.params.userId, false);
      return doorSummary(db, req.params.id);
    },
  );
};
