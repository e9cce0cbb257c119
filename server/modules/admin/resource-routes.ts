import type { z } from "zod";
import type { App } from "../../deps";
import { idParams, requireAdmin } from "./shared";

/** What an admin area manages: its domain functions and the shapes it accepts. */
export interface AdminResource<Q extends z.ZodType, C extends z.ZodType, U extends z.ZodType> {
  /** The list's query string, when it takes one. */
  listQuery?: Q;
  list: (query: z.output<Q>) => Promise<unknown>;
  createBody: C;
  create: (actorId: string, body: z.output<C>) => Promise<unknown>;
  get?: (id: string) => Promise<unknown>;
  /** PUT saves the whole form; the alumni editor sends a partial PATCH. */
  updateMethod?: "put" | "patch";
  updateBody: U;
  update: (actorId: string, id: string, body: z.output<U>) => Promise<unknown>;
  remove: (actorId: string, id: string) => Promise<void>;
}

/**
 * The routes every admin resource has at `path`: list, create (201), read, save and delete
 * (204), each authorized first. Bodies are validated by their schema before the handler runs,
 * which is what the casts to its output type rely on.
 */
export function registerAdminResource<Q extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  app: App,
  path: string,
  r: AdminResource<Q, C, U>,
) {
  app.get(path, { schema: r.listQuery ? { querystring: r.listQuery } : {} }, async (req) => {
    requireAdmin(req.viewer);
    return r.list(req.query as z.output<Q>);
  });

  app.post(path, { schema: { body: r.createBody } }, async (req, reply) => {
    requireAdmin(req.viewer);
    return reply.status(201).send(await r.create(req.viewer.user.id, req.body as z.output<C>));
  });

  const get = r.get;
  if (get) {
    app.get(`${path}/:id`, { schema: { params: idParams } }, async (req) => {
      requireAdmin(req.viewer);
      return get(req.params.id);
    });
  }

  app[r.updateMethod ?? "put"](
    `${path}/:id`,
    { schema: { params: idParams, body: r.updateBody } },
    async (req) => {
      requireAdmin(req.viewer);
      return r.update(req.viewer.user.id, req.params.id, req.body as z.output<U>);
    },
  );

  app.delete(`${path}/:id`, { schema: { params: idParams } }, async (req, reply) => {
    requireAdmin(req.viewer);
    await r.remove(req.viewer.user.id, req.params.id);
    return reply.status(204).send();
  });
}
