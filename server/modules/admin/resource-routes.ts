import type { z } from "zod";
import type { Db } from "../../db/client";
import type { App } from "../../deps";
import { idParams, requireAdmin } from "./shared";

/** What an admin area manages: its domain functions (queries.ts) and the shapes it accepts. */
export interface AdminResource<Q extends z.ZodType, C extends z.ZodType, U extends z.ZodType> {
  /** The list's query string, when it takes one. */
  listQuery?: Q;
  list: (db: Db, query: z.output<Q>) => Promise<unknown>;
  /** The create body, and the save body unless updateBody differs. */
  body: C;
  create: (db: Db, actorId: string, body: z.output<C>) => Promise<unknown>;
  get?: (db: Db, id: string) => Promise<unknown>;
  /** PUT saves the whole form; the alumni editor sends a partial PATCH. */
  updateMethod?: "put" | "patch";
  updateBody?: U;
  update: (db: Db, actorId: string, id: string, body: z.output<U>) => Promise<unknown>;
  remove: (db: Db, actorId: string, id: string) => Promise<void>;
}

/**
 * The routes every admin resource has at `path`: list, create (201), read, save and delete
 * (204), each authorized first. Bodies are validated by their schema before the handler runs,
 * which is what the casts to its output type rely on.
 */
export function registerAdminResource<Q extends z.ZodType, C extends z.ZodType, U extends z.ZodType = C>(
  app: App,
  db: Db,
  path: string,
  r: AdminResource<Q, C, U>,
) {
  app.get(path, { schema: r.listQuery ? { querystring: r.listQuery } : {} }, async (req) => {
    requireAdmin(req.viewer);
    return r.list(db, req.query as z.output<Q>);
  });

  app.post(path, { schema: { body: r.body } }, async (req, reply) => {
    requireAdmin(req.viewer);
    return reply.status(201).send(await r.create(db, req.viewer.user.id, req.body as z.output<C>));
  });

  const get = r.get;
  if (get) {
    app.get(`${path}/:id`, { schema: { params: idParams } }, async (req) => {
      requireAdmin(req.viewer);
      return get(db, req.params.id);
    });
  }

  app[r.updateMethod ?? "put"](
    `${path}/:id`,
    { schema: { params: idParams, body: r.updateBody ?? r.body } },
    async (req) => {
      requireAdmin(req.viewer);
      return r.update(db, req.viewer.user.id, req.params.id, req.body as z.output<U>);
    },
  );

  app.delete(`${path}/:id`, { schema: { params: idParams } }, async (req, reply) => {
    requireAdmin(req.viewer);
    await r.remove(db, req.viewer.user.id, req.params.id);
    return reply.status(204).send();
  });
}
