import { expect } from "vitest";
import { call, type Member, type TestContext } from "./harness";

/** The moderation tests' calls: a request as a member (null: a visitor), and sending a message. */
export function moderationCalls(t: { ctx: TestContext }) {
  const as = (m: Member | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
    call(t.ctx, method, url, body, m?.cookie);
  async function send(from: Member, to: Member, content: string): Promise<string> {
    const res = await as(from, "POST", "/api/v1/messages", { recipient_id: to.userId, content });
    expect(res.status).toBe(201);
    return res.body.id;
  }
  return { as, send };
}
