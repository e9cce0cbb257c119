import { APIError, createAuthMiddleware } from "better-auth/api";
import { passwordSchema } from "../../contract/auth";

/**
 * Better Auth's endpoints that set a password, and the body field that carries it. Our own
 * sign-up validates with the same passwordSchema (contract/auth.ts); this hook makes every
 * other path apply spec §5's rule too, whichever way it is reached.
 */
const PASSWORD_FIELD_BY_PATH: Record<string, string> = {
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
  "/sign-up/email": "password",
};

export const enforcePasswordRule = createAuthMiddleware(async (ctx) => {
  const field = PASSWORD_FIELD_BY_PATH[ctx.path];
  if (!field) return;
  const parsed = passwordSchema.safeParse((ctx.body as Record<string, unknown> | undefined)?.[field]);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid password";
    throw new APIError("BAD_REQUEST", { code: "VALIDATION_FAILED", message, fields: { [field]: message } });
  }
});
