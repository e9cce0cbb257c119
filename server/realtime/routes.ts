import websocket from "@fastify/websocket";
import { and, eq, gt, sql } from "drizzle-orm";
import { LIMITS } from "../../contract/constants";
import type { Db } from "../db/client";
import { session } from "../db/schema";
import type { RoutesPlugin } from "../deps";
import { isOwnOrigin } from "../http/origin-check";

/** How often an open socket re-checks that its session still exists (sign-out everywhere ends it). */
export const realtimeOptions = { sessionRecheckMs: 60_000 };

async function sessionAlive(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, sql`now()`)));
  return rows.length > 0;
}

/** Close codes the browser understands: 4401 = sign in first (no reconnect), 4403 = foreign origin. */
export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_BAD_ORIGIN = 4403;

/**
 * GET /api/v1/realtime (WebSocket). The session cookie authenticates it like any request
 * (request.viewer); the Origin must be ours (no cross-site WebSocket hijacking). The browser
 * sends {"type":"ping"} every 25 s and gets {"type":"pong"}; a socket silent for three
 * heartbeats is dropped, and one whose session has ended (signed out everywhere, expired) is
 * closed with 4401 at the next heartbeat after a minute.
 */
export const realtimeRoutes: RoutesPlugin = async (app, deps) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const trusted = new Set(deps.config.trustedOrigins);

  app.get("/api/v1/realtime", { websocket: true }, (socket, req) => {
    const origin = req.headers.origin;
    // The same rule as for cookie writes (server/http/origin-check.ts): a page served from
    // 127.0.0.1 or a LAN address opens its socket on that same address.
    if (origin && !isOwnOrigin(req, origin, trusted)) {
      socket.close(CLOSE_BAD_ORIGIN, "origin not allowed");
      return;
    }
    const viewer = req.viewer;
    if (!viewer) {
      socket.close(CLOSE_UNAUTHENTICATED, "sign in required");
      return;
    }
    const remove = deps.realtime.add(viewer.user.id, socket);
    let lastSeen = Date.now();
    let lastChecked = Date.now();
    const idle = setInterval(() => {
      if (Date.now() - lastSeen > LIMITS.realtimeHeartbeatMs * 3) socket.terminate();
    }, LIMITS.realtimeHeartbeatMs);
    socket.on("message", (raw) => {
      lastSeen = Date.now();
      if (raw.toString() !== '{"type":"ping"}') return;
      socket.send('{"type":"pong"}');
      if (lastSeen - lastChecked < realtimeOptions.sessionRecheckMs) return;
      lastChecked = lastSeen;
      sessionAlive(deps.db, viewer.sessionId)
        .then((alive) => {
          if (!alive) socket.close(CLOSE_UNAUTHENTICATED, "session ended");
        })
        .catch(() => {});
    });
    socket.on("close", () => {
      clearInterval(idle);
      remove();
    });
    socket.send('{"type":"joined"}');
  });
};
