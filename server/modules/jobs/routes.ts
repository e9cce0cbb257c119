import {
  GROUPS_TEXT,
  jobIdParams,
  jobInputSchema,
  jobsQuerySchema,
  reasonSchema,
} from "../../../contract/community-groups";
import type { RoutesPlugin } from "../../deps";
import { authorize } from "../../policies";
import { setJobInterest } from "./interest";
import { closeJob, editJob, getJob, listJobs, postJob, removeJob, reportJob } from "./queries";

const WRITE_LIMIT = { max: 30, timeWindow: "1 minute" };

/** Jobs (issue 15): members only; the poster edits and closes; admins and moderators remove with a reason. */
export const jobsRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/jobs", { schema: { querystring: jobsQuerySchema } }, async (req) => {
    authorize(req.viewer, { kind: "member" });
    return listJobs(db, req.viewer, req.query);
  });

  app.get("/api/v1/jobs/:id", { schema: { params: jobIdParams } }, async (req) => {
    authorize(req.viewer, { kind: "member" });
    return getJob(db, req.viewer, req.params.id);
  });

  app.post(
    "/api/v1/jobs",
    { schema: { body: jobInputSchema }, config: { rateLimit: WRITE_LIMIT } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" });
      return reply.status(201).send(await postJob(db, req.viewer, req.body));
    },
  );

  app.put(
    "/api/v1/jobs/:id",
    { schema: { params: jobIdParams, body: jobInputSchema }, config: { rateLimit: WRITE_LIMIT } },
    async (req) => {
      const viewer = req.viewer;
      authorize(viewer, { kind: "member" });
      return editJob(db, viewer, req.params.id, req.body, (posterId) =>
        authorize(viewer, { kind: "job.manage", posterId }, GROUPS_TEXT.notJobPoster),
      );
    },
  );

  app.post(
    "/api/v1/jobs/:id/close",
    { schema: { params: jobIdParams }, config: { rateLimit: WRITE_LIMIT } },
    async (req) => {
      const viewer = req.viewer;
      authorize(viewer, { kind: "member" });
      return closeJob(db, viewer, req.params.id, (posterId) =>
        authorize(viewer, { kind: "job.manage", posterId }, GROUPS_TEXT.notJobPoster),
      );
    },
  );

  for (const [method, interested] of [
    ["POST", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/api/v1/jobs/:id/interest",
      schema: { params: jobIdParams },
      config: { rateLimit: WRITE_LIMIT },
      handler: async (req) => {
        authorize(req.viewer, { kind: "member" });
        return setJobInterest(db, req.viewer, req.params.id, interested);
      },
    });
  }

  app.post(
    "/api/v1/jobs/:id/report",
    { schema: { params: jobIdParams, body: reasonSchema }, config: { rateLimit: WRITE_LIMIT } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" });
      await reportJob(db, req.viewer, req.params.id, req.body.reason);
      return reply.status(201).send({ reported: true });
    },
  );

  app.post(
    "/api/v1/jobs/:id/remove",
    { schema: { params: jobIdParams, body: reasonSchema } },
    async (req) => {
      authorize(req.viewer, { kind: "job.remove" });
      return removeJob(db, req.viewer, req.params.id, req.body.reason);
    },
  );
};
