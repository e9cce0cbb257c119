import { z } from "zod";
import { CHECK_IN_TEXT, EVENT_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { notFound } from "../../errors";
import { authorize } from "../../policies";
import { ticketKey, ticketOf, ticketQrPng, verifyTicket } from "./tickets";

const idParams = z.object({ id: z.uuid({ message: EVENT_MESSAGES.notFound }) });
const tokenParams = z.object({ token: z.string().max(200) });

/** A member's ticket (issue 27, item 4): the JSON for their event card, and its QR image. */
export const ticketRoutes: RoutesPlugin = (app, { db, config }) => {
  const key = ticketKey(config.authSecret);

  app.get("/api/v1/events/:id/ticket", { schema: { params: idParams } }, async (req, reply) => {
    authorize(req.viewer, { kind: "event.rsvp" });
    reply.header("cache-control", "private, no-store");
    return ticketOf(db, key, req.viewer.user.id, req.params.id);
  });

  // The image of a token this server signed (the token is the credential; it names no one), so
  // a mail client can show it without a session. Anything else is a 404.
  app.get("/api/v1/tickets/:token/qr.png", { schema: { params: tokenParams } }, async (req, reply) => {
    if (!verifyTicket(key, req.params.token)) throw notFound(CHECK_IN_TEXT.ticketInvalid);
    return reply
      .header("content-type", "image/png")
      .header("cache-control", "private, max-age=86400")
      .send(await ticketQrPng(req.params.token));
  });
};
