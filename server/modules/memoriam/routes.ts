import { classYearParams } from "../../../contract/community-groups";
import { deathNoticeBodySchema } from "../../../contract/memoriam";
import { profileIdParamsSchema } from "../../../contract/profiles";
import { MEMORIAM_TEXT } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { authorize, SIGN_IN_MESSAGES } from "../../policies";
import { classMemorials } from "./class-memorials";
import { createDeathNotice } from "./notices";

// A member tells the office of a death rarely; a flood of notices is itself abuse.
const NOTICE_LIMIT = { max: 10, timeWindow: "1 hour" };

/** In memoriam for members (issue 26 item 4, decision 109). */
export const memoriamRoutes: RoutesPlugin = (app, { db }) => {
  app.post(
    "/api/v1/profiles/:id/death-notice",
    {
      schema: { params: profileIdParamsSchema, body: deathNoticeBodySchema },
      config: { rateLimit: NOTICE_LIMIT },
    },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
      await createDeathNotice(db, req.viewer, req.params.id, req.body);
      return reply.status(201).send({ message: MEMORIAM_TEXT.received });
    },
  );

  // The class-year page's In memoriam section (its own answer: the page's other sections are
  // another module's).
  app.get("/api/v1/classes/:year/in-memoriam", { schema: { params: classYearParams } }, async (req) => ({
    items: await classMemorials(db, req.viewer, req.params.year),
  }));
};
