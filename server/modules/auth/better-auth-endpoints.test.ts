import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../db/schema";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, waitForMail } from "../../test/harness";

/** This file's test app; its members are created by each test. */
const t = setUpTestAppWith({});

describe("Better Auth endpoints outside the product", () => {
  it("are not reachable: a signed-in member cannot rename themselves around the sign-up rules", async () => {
    const m = await createMember(t.ctx);
    for (const [method, url] of [
      ["POST", "/api/auth/update-user"],
      ["POST", "/api/auth/change-email"],
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/auth/sign-in/email"],
    ] as const) {
      const res = await call(
        t.ctx,
        method,
        url,
        method === "POST" ? { name: "<b>R2D2</b>" } : undefined,
        m.cookie,
      );
      expect(res.status, url).toBe(404);
    }
    const [u] = await t.ctx.database.db.select().from(user).where(eq(user.id, m.userId));
    expect(u.name).toBe("Test Member");
  });

  it("the mailed links still work: e-mail verification (see the sign-up tests) and password reset", async () => {
    const m = await createMember(t.ctx);
    const reset = await call(t.ctx, "POST", "/api/auth/request-password-reset", {
      email: m.email,
      redirectTo: "/auth",
    });
    expect(reset.status).toBe(200);
    const mail = await waitForMail(
      t.ctx,
      (mail) => mail.to === m.email && !!mail.link?.includes("/api/auth/reset-password/"),
    );
    expect(mail.subject).toBeTruthy();
  });
});
