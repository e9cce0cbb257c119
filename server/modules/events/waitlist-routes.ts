import { eventIdParamsSchema as idParams, partySchema } from "../../../contract/events";
import type { RoutesPlugin } from "../../deps";
import { authorize, SIGN_IN_MESSAGES } from "../../policies";
import { getEvent } from "./queries";
import { joinWaitlist, leaveWaitlist, startWaitlistJobs } from "./waitlist-service";

const WAITLIST_LIMIT = { max: 60, timeWindow: "1 minute" };

/** A full event's waitlist (issue 27): join (with the party) or leave; each answers the event. */
export const waitlistRoutes: RoutesPlugin = async (app, deps) => {
  const { db } = deps;
  await startWaitlistJobs(db, deps);

  app.post(
    "/api/v1/events/:id/waitlist",
    { schema: { params: idParams, body: partySchema }, config: { rateLimit: WAITLIST_LIMIT } },
    async (req) => {
      authorize(req.viewer, { kind: "event.rsvp" }, SIGN_IN_MESSAGES.rsvp);
      await joinWaitlist(db, deps, req.viewer.user.id, req.params.id, req.body);
      return getEvent(db, req.viewer.user.id, req.params.id);
    },
  );

  app.delete(
    "/api/v1/events/:id/waitlist",
    { schema: { params: idParams }, config: { rateLimit: WAITLIST_LIMIT } },
    async (req) => {
      authorize(req.viewer, { kind: "event.rsvp" }, SIGN_IN_MESSAGES.rsvp);
      await leaveWaitlist(db, deps, req.viewer.user.id, req.params.id);
      return getEvent(db, req.viewer.user.id, req.params.id);
    },
  );
};
