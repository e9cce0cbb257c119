import { z } from "zod";
import {
  conversationsQuerySchema,
  markConversationReadSchema,
  recipientsQuerySchema,
  sendMessageSchema,
  threadParamsSchema,
  threadQuerySchema,
} from "../../../contract/messaging";
import { VALIDATION } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { authorize, SIGN_IN_MESSAGES } from "../../policies";
import { announceMessage } from "./announce";
import {
  getMessage,
  listConversations,
  listMessages,
  listRecipients,
  listThread,
  markConversationRead,
  markMessageRead,
} from "./queries";
import { sendMessage } from "./send";

const idParams = z.object({ id: z.uuid({ message: "Message not found" }) });
const SEND_LIMIT = { max: 30, timeWindow: "1 minute" };

/** Direct messages (spec §2 Messages, §4, §5, §6): only sender and recipient ever see one. */
export const messagesRoutes: RoutesPlugin = (app, deps) => {
  const { db, realtime } = deps;

  app.get("/api/v1/messages", async (req) => {
    authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
    return { messages: await listMessages(db, req.viewer.user.id) };
  });

  // The inbox, paged (decision 045): conversations newest first, each with its last message.
  app.get(
    "/api/v1/messages/conversations",
    { schema: { querystring: conversationsQuerySchema } },
    async (req) => {
      authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
      return listConversations(db, req.viewer.user.id, req.query);
    },
  );

  // One conversation, paged: the newest messages first, 'load earlier' with the cursor.
  app.get(
    "/api/v1/messages/conversations/:user_id",
    { schema: { params: threadParamsSchema, querystring: threadQuerySchema } },
    async (req) => {
      authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
      return listThread(db, req.viewer, req.params.user_id, req.query);
    },
  );

  // The picker lists people (with their role and company): a directory read for the scraping brake.
  app.get(
    "/api/v1/messages/recipients",
    { schema: { querystring: recipientsQuerySchema }, config: { readBrake: true } },
    async (req) => {
      authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
      return { recipients: await listRecipients(db, req.viewer.user.id, req.query) };
    },
  );

  app.get("/api/v1/messages/:id", { schema: { params: idParams } }, async (req) => {
    authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
    return getMessage(db, req.viewer, req.params.id);
  });

  app.post(
    "/api/v1/messages",
    {
      schema: {
        body: sendMessageSchema,
      },
      config: { rateLimit: SEND_LIMIT },
    },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" }, VALIDATION.notAuthenticated);
      const message = await sendMessage(db, req.viewer, req.body);
      // A message the spam brake held (decision 120) reaches only its sender until the office releases it.
      await announceMessage(deps, message);
      return reply.status(201).send(message);
    },
  );

  app.post("/api/v1/messages/read", { schema: { body: markConversationReadSchema } }, async (req) => {
    authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
    const rows = await markConversationRead(db, req.viewer.user.id, req.body.other_user_id);
    await deps.notifications.conversationRead(req.viewer.user.id, req.body.other_user_id);
    if (rows.length) {
      await realtime.publish([req.viewer.user.id, req.body.other_user_id], {
        type: "read",
        ids: rows.map((r) => r.id),
        reader_id: req.viewer.user.id,
      });
    }
    return { marked: rows.length };
  });

  app.post("/api/v1/messages/:id/read", { schema: { params: idParams } }, async (req) => {
    authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
    const row = await markMessageRead(db, req.viewer, req.params.id);
    await realtime.publish([row.senderId, row.recipientId], {
      type: "read",
      ids: [req.params.id],
      reader_id: req.viewer.user.id,
    });
    return { ok: true };
  });
};
