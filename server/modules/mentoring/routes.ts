import { z } from "zod";
import {
  GROUPS_TEXT,
  mentoringAnswerSchema,
  mentoringRequestSchema,
  mentorsQuerySchema,
} from "../../../contract/community-groups";
import type { RoutesPlugin } from "../../deps";
import { authorize } from "../../policies";
import { withoutWebAddresses } from "../messages/inert-links";
import { notifyMember } from "./notify";
import {
  answerMentoringRequest,
  createMentoringRequest,
  findMentors,
  listMyMentoringRequests,
} from "./queries";
import { markSessionCompleted } from "./sessions";

const idParams = z.object({ id: z.uuid({ message: GROUPS_TEXT.requestNotFound }) });
const REQUEST_LIMIT = { max: 20, timeWindow: "1 minute" };

/** Mentoring (issue 15): the finder, requests with a note, accept/decline; each step notifies. */
export const mentoringRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;

  // The finder lists people: a directory read for the scraping brake (decision 120).
  app.get(
    "/api/v1/mentors",
    { schema: { querystring: mentorsQuerySchema }, config: { readBrake: true } },
    async (req) => {
      authorize(req.viewer, { kind: "member" });
      return findMentors(db, req.viewer, req.query);
    },
  );

  app.get("/api/v1/mentoring/requests", async (req) => {
    authorize(req.viewer, { kind: "member" });
    return { requests: await listMyMentoringRequests(db, req.viewer.user.id) };
  });

  app.post(
    "/api/v1/mentoring/requests",
    { schema: { body: mentoringRequestSchema }, config: { rateLimit: REQUEST_LIMIT } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" });
      const row = await createMentoringRequest(db, req.viewer.user.id, req.body);
      await notifyMember(deps, req.log, {
        toUserId: row.mentorId,
        subject: `${req.viewer.user.name} asks you for mentoring`,
        // A stranger's note: its links stay out of the mail, as in a first message's (decision 120).
        text: `${req.viewer.user.name} would like your mentoring:\n\n${withoutWebAddresses(row.note)}\n\nAccept or decline in My Profile:`,
        path: "/profile#mentoring",
        groupKey: `mentoring-request:${row.id}`,
      });
      return reply.status(201).send({ id: row.id, status: row.status });
    },
  );

  app.post(
    "/api/v1/mentoring/requests/:id/answer",
    { schema: { params: idParams, body: mentoringAnswerSchema }, config: { rateLimit: REQUEST_LIMIT } },
    async (req) => {
      authorize(req.viewer, { kind: "member" });
      const row = await answerMentoringRequest(db, req.viewer.user.id, req.params.id, req.body.status);
      await notifyMember(deps, req.log, {
        toUserId: row.menteeId,
        subject: `${req.viewer.user.name} ${row.status} your mentoring request`,
        text: `${req.viewer.user.name} has ${row.status} your request for mentoring. See it in My Profile:`,
        path: "/profile#mentoring",
        groupKey: `mentoring-answer:${row.id}`,
      });
      return { id: row.id, status: row.status };
    },
  );

  app.post(
    "/api/v1/mentoring/requests/:id/complete",
    { schema: { params: idParams }, config: { rateLimit: REQUEST_LIMIT } },
    async (req) => {
      authorize(req.viewer, { kind: "member" });
      return markSessionCompleted(db, req.viewer.user.id, req.params.id);
    },
  );
};
