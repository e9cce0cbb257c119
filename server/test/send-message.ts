import { call, type Member, type TestContext } from "./harness";

/** One member writes to another through the API, as the chat's Send does; the response as is. */
export const sendMessage = (ctx: TestContext, from: Member, to: Member, content: string) =>
  call(ctx, "POST", "/api/v1/messages", { recipient_id: to.userId, content }, from.cookie);
