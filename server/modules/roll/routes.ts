import { classYearParams } from "../../../contract/community-groups";
import {
  houseParams,
  invitationBodySchema,
  invitationTokenParams,
  type NotHereYetResponse,
  rollEntryParams,
} from "../../../contract/school-roll";
import type { RoutesPlugin } from "../../deps";
import { authorize, SIGN_IN_MESSAGES } from "../../policies";
import { invitationPrefill } from "./accept";
import { createInvitationLimiter, inviteClassmate } from "./invite-service";
import { notHereYet } from "./queries";

/** Beside the database's 10 a day per member: a burst from one client is cut off early. */
const INVITE_LIMIT = { max: 10, timeWindow: "1 minute" };

/**
 * The school roll as members meet it (issue 26 item 2, decision 108): who of their year or house
 * is not here yet (names only, to that year's or house's members), and inviting one of them.
 * No answer here is shared or kept: each is for one viewer.
 */
export const rollRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  const perDay = createInvitationLimiter(db);

  app.get(
    "/api/v1/classes/:year/not-here-yet",
    { schema: { params: classYearParams } },
    async (req): Promise<NotHereYetResponse> =>
      notHereYet(db, req.viewer, { kind: "year", year: req.params.year }),
  );

  app.get(
    "/api/v1/houses/:house/not-here-yet",
    { schema: { params: houseParams } },
    async (req): Promise<NotHereYetResponse> =>
      notHereYet(db, req.viewer, { kind: "house", house: req.params.house }),
  );

  app.post(
    "/api/v1/roll/:id/invitations",
    { schema: { params: rollEntryParams, body: invitationBodySchema }, config: { rateLimit: INVITE_LIMIT } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
      const invited = await inviteClassmate(deps, perDay, req.viewer, req.params.id, req.body);
      return reply.code(201).send(invited);
    },
  );

  app.get("/api/v1/roll/invitations/:token", { schema: { params: invitationTokenParams } }, async (req) =>
    invitationPrefill(db, req.params.token),
  );
};
