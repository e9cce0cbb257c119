import { type BlockListResponse, type BlockStateResponse, blockParamsSchema } from "../../../contract/blocks";
import type { RoutesPlugin } from "../../deps";
import { authorize, SIGN_IN_MESSAGES } from "../../policies";
import { blockMember, listBlocked, unblockMember } from "./queries";

/** A member's blocks (issue 28 item 3, decision 106): only the blocker ever sees their list. */
export const blocksRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/blocks", async (req): Promise<BlockListResponse> => {
    authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
    return { blocked: await listBlocked(db, req.viewer.user.id) };
  });

  // PUT blocks and DELETE unblocks; repeating either changes nothing (a double tap, two tabs).
  for (const [method, blocked, change] of [
    ["PUT", true, blockMember],
    ["DELETE", false, unblockMember],
  ] as const) {
    app.route({
      method,
      url: "/api/v1/blocks/:user_id",
      schema: { params: blockParamsSchema },
      handler: async (req): Promise<BlockStateResponse> => {
        authorize(req.viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
        await change(db, req.viewer.user.id, req.params.user_id);
        return { user_id: req.params.user_id, blocked };
      },
    });
  }
};
