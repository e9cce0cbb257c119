import type { z } from "zod";
import type { App } from "../../deps";
import { requireAdmin } from "./shared";

/** What an admin action's route takes: its path parameters and, for most, a body. */
interface ActionSchema<P extends z.ZodType, B extends z.ZodType> {
  params: P;
  body?: B;
}

/**
 * One admin action on one thing (approve, restore, record results…): authorized, then the
 * domain function with the acting admin's id (for the audit log), the path parameters and the
 * body as their schemas parsed them (validated before the handler runs, which the casts rely on).
 */
export function registerAdminAction<P extends z.ZodType, B extends z.ZodType = z.ZodUndefined>(
  app: App,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  schema: ActionSchema<P, B>,
  act: (actorId: string, params: z.output<P>, body: z.output<B>) => Promise<unknown>,
): void {
  app.route({
    method,
    url,
    schema,
    handler: async (req) => {
      requireAdmin(req.viewer);
      return act(req.viewer.user.id, req.params as z.output<P>, req.body as z.output<B>);
    },
  });
}
