import { z } from "zod";
import { ticketScanSchema, walkInSchema } from "../../../contract/check-in";
import { CHECK_IN_TEXT, EVENT_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { badRequest, conflict } from "../../errors";
import { authorize } from "../../policies";
import { ticketKey, verifyTicket } from "../events/tickets";
import { requireDoorAccess } from "./access";
import { myDoorEvents } from "./my-door-events";
import { addWalkIn, checkInTicket, doorList } from "./queries";

const idParams = z.object({ id: z.uuid({ message: EVENT_MESSAGES.notFound }) });
const ticketParams = idParams.extend({ ticket: z.uuid({ message: CHECK_IN_TEXT.ticketInvalid }) });
// A door scans quickly, but not hundreds of times a minute from one phone.
const DOOR_LIMIT = { max: 240, timeWindow: "1 minute" };

/**
 * The Check-in screen's API (issue 27, item 4; decision 111). Every request passes
 * requireDoorAccess: the office, or this event's volunteer while the event runs.
 */
export const checkInRoutes: RoutesPlugin = (app, { db, config }) => {
  const key = ticketKey(config.authSecret);

  app.get("/api/v1/check-in/events", async (req) => {
    authorize(req.viewer, { kind: "event.rsvp" });
    return { events: await myDoorEvents(db, req.viewer.user.id) };
  });

  app.get("/api/v1/check-in/events/:id", { schema: { params: idParams } }, async (req, reply) => {
    const { event } = await requireDoorAccess(db, req.viewer, req.params.id);
    reply.header("cache-control", "private, no-store");
    return doorList(db, event);
  });

  // A scanned (or typed) QR code: it must be signed by this server and name this event.
  app.post(
    "/api/v1/check-in/events/:id/scan",
    { schema: { params: idParams, body: ticketScanSchema }, config: { rateLimit: DOOR_LIMIT } },
    async (req) => {
      const { viewer, event } = await requireDoorAccess(db, req.viewer, req.params.id);
      const ticket = verifyTicket(key, req.body.token);
      if (!ticket) throw badRequest(CHECK_IN_TEXT.ticketInvalid);
      if (ticket.eventId !== event.id) throw conflict(CHECK_IN_TEXT.ticketOtherEvent);
      return checkInTicket(db, event.id, ticket.ticketId, viewer.user.id);
    },
  );

  // Found by name on the list.
  app.post(
    "/api/v1/check-in/events/:id/tickets/:ticket",
    { schema: { params: ticketParams }, config: { rateLimit: DOOR_LIMIT } },
    async (req) => {
      const { viewer, event } = await requireDoorAccess(db, req.viewer, req.params.id);
      return checkInTicket(db, event.id, req.params.ticket, viewer.user.id);
    },
  );

  app.post(
    "/api/v1/check-in/events/:id/walk-ins",
    { schema: { params: idParams, body: walkInSchema }, config: { rateLimit: DOOR_LIMIT } },
    async (req, reply) => {
      const { viewer, event } = await requireDoorAccess(db, req.viewer, req.params.id);
      return reply.status(201).send(await addWalkIn(db, event.id, req.body.name, viewer.user.id));
    },
  );
};
