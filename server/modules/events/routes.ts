import {
  eventProposalSchema,
  eventsQuerySchema,
  eventIdParamsSchema as idParams,
} from "../../../contract/events";
import { EVENT_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { notFound } from "../../errors";
import { authorize } from "../../policies";
import { getSettings } from "../settings/queries";
import { buildCalendar, icsFileName } from "./ics";
import { getEvent, listEventLocations, proposeEvent, upcomingApprovedEvents } from "./queries";
import { eventReplyRoutes } from "./reply-routes";
import { listEventsShared } from "./shared-list";

const PROPOSE_LIMIT = { max: 10, timeWindow: "1 minute" };

/** Events listing (spec §2), RSVP (§4), proposals (§5) and calendar downloads. */
export const eventsRoutes: RoutesPlugin = async (app, deps) => {
  const { db, sharedReads } = deps;
  await eventReplyRoutes(app, deps);

  app.get(
    "/api/v1/events",
    { schema: { querystring: eventsQuerySchema }, config: { sharedAnswers: "visitors" } },
    async (req) => listEventsShared(db, sharedReads, req.viewer?.user.id ?? null, req.query),
  );

  // The same list whoever asks (approved, in-person events' places): kept for everyone (decision
  // 140), as the Events screen asks for it on every visit beside its two lists.
  app.get("/api/v1/events/locations", { config: { sharedAnswers: "everyone" } }, async () => ({
    locations: await listEventLocations(db),
  }));

  // The subscribable feed of approved upcoming events (a stable URL for calendar apps).
  app.get("/api/v1/events/calendar.ics", async (_req, reply) => {
    const site = await getSettings(db);
    const body = buildCalendar(await upcomingApprovedEvents(db), {
      host: new URL(deps.config.publicUrl).host,
      siteName: site.siteName,
      eventUrl: `${deps.config.publicUrl}/events`,
      name: `${site.siteName} events`,
    });
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("cache-control", "public, max-age=900")
      .send(body);
  });

  app.get("/api/v1/events/:id", { schema: { params: idParams } }, async (req) =>
    getEvent(db, req.viewer?.user.id ?? null, req.params.id),
  );

  app.get("/api/v1/events/:id/ics", { schema: { params: idParams } }, async (req, reply) => {
    const event = await getEvent(db, null, req.params.id).catch(() => {
      throw notFound(EVENT_MESSAGES.notFound);
    });
    const site = await getSettings(db);
    const body = buildCalendar([event], {
      host: new URL(deps.config.publicUrl).host,
      siteName: site.siteName,
      eventUrl: `${deps.config.publicUrl}/events`,
    });
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${icsFileName(event.title)}"`)
      .send(body);
  });

  app.post(
    "/api/v1/events",
    { schema: { body: eventProposalSchema }, config: { rateLimit: PROPOSE_LIMIT } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "event.propose" });
      return reply.status(201).send(await proposeEvent(db, req.viewer.user.id, req.body));
    },
  );
};
