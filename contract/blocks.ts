import { z } from "zod";
import type { ConversationPartnerDto } from "./messaging";

/** Blocking another member (issue 28 item 3, decision 106). */

/** The member to block or unblock: their account id, as conversations and profiles carry it. */
export const blockParamsSchema = z.object({ user_id: z.string().trim().min(1).max(100) });

/** Someone the member has blocked, newest first: name and avatar only, as in a conversation. */
export interface BlockedMemberDto extends ConversationPartnerDto {
  blocked_at: string;
}

export interface BlockListResponse {
  blocked: BlockedMemberDto[];
}

/** The answer to a block or an unblock: where the pair stands now. */
export interface BlockStateResponse {
  user_id: string;
  blocked: boolean;
}
