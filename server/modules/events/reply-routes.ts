import type { z } from "zod";
import { eventIdParamsSchema as idParams, partySchema, rsvpSchema } from "../../../contract/events";
import type { App, RoutesPlugin } from "../../deps";
import { authorize, SIGN_IN_MESSAGES } from "../../policies";
import { getEvent } from "./queries";
import { setRsvp } from "./rsvp-service";
import { joinWaitlist, leaveWaitlist, startWaitlistJobs } from "./waitlist-service";

const RSVP_LIMIT = { max: 120, timeWindow: "1 minute" };
const WAITLIST_LIMIT = { max: 60, timeWindow: "1 minute" };

/**
 * A member's reply to one event (RSVP, or the waitlist of a full one): only a signed-in member
 * may reply (a visitor is asked to sign in to RSVP); the body, when the reply has one, is
 * validated by its schema before the handler runs, which the cast relies on.
 */
function registerReply<B extends z.ZodType = z.ZodUndefined>(
  app: App,
  method: "PUT" | "POST" | "DELETE",
  url: string,
  rule: { body?: B; limit: { max: number; timeWindow: string } },
  reply: (userId: string, eventId: string, body: z.output<B>) => Promise<unknown>,
): void {
  app.route({
    method,
    url,
    schema: { params: idParams, ...(rule.body ? { body: rule.body } : {}) },
    config: { rateLimit: rule.limit },
    handler: async (req) => {
      authorize(req.viewer, { kind: "event.rsvp" }, SIGN_IN_MESSAGES.rsvp);
      return reply(req.viewer.user.id, (req.params as z.output<typeof idParams>).id, req.body as z.output<B>);
    },
  });
}

/** RSVP (spec §4) and a full event's waitlist (issue 27): join (with the party) or leave. */
export const eventReplyRoutes: RoutesPlugin = async (app, deps) => {
  const { db } = deps;
  await startWaitlistJobs(db, deps);

  // Going: the confirmation with the ticket is queued with the change (rsvp-service.ts).
  registerReply(
    app,
    "PUT",
    "/api/v1/events/:id/rsvp",
    { body: rsvpSchema, limit: RSVP_LIMIT },
    (userId, id, body) => setRsvp(db, deps, userId, id, body),
  );

  // Each waitlist change answers the event, as the event page shows it to this member.
  const waitlist = "/api/v1/events/:id/waitlist";
  registerReply(
    app,
    "POST",
    waitlist,
    { body: partySchema, limit: WAITLIST_LIMIT },
    async (userId, id, party) => {
      await joinWaitlist(db, deps, userId, id, party);
      return getEvent(db, userId, id);
    },
  );
  registerReply(app, "DELETE", waitlist, { limit: WAITLIST_LIMIT }, async (userId, id) => {
    await leaveWaitlist(db, deps, userId, id);
    return getEvent(db, userId, id);
  });
};
