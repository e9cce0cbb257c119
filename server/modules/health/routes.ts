import { sql } from "drizzle-orm";
import type { RoutesPlugin } from "../../deps";

/** For load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export const healthRoutes: RoutesPlugin = (app, { db, database }) => {
  app.get("/api/health", async (req, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
      return { status: "ok", database: { kind: database.kind, reachable: true } };
    } catch (err) {
      req.log.warn({ err }, "health check: database unreachable");
      return reply.status(503).send({ status: "error", database: { kind: database.kind, reachable: false } });
    }
  });
};
