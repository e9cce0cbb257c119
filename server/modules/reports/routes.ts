import { reportBodySchema } from "../../../contract/reports";
import { REPORT_TEXT } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { authorize, SIGN_IN_MESSAGES } from "../../policies";
import { createReport } from "./queries";

// A person reports a few things a day; a flood of reports is itself abuse.
const REPORT_LIMIT = { max: 20, timeWindow: "1 hour" };

/** A member's report (issue 28 item 1, decision 107): told it was received, nothing more. */
export const reportsRoutes: RoutesPlugin = (app, { db }) => {
  app.post(
    "/api/v1/reports",
    { schema: { body: reportBodySchema }, config: { rateLimit: REPORT_LIMIT } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
      await createReport(db, req.viewer, req.body);
      return reply.status(201).send({ message: REPORT_TEXT.received });
    },
  );
};
