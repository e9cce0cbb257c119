import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Role } from "../../contract/constants";
import type { Db } from "../db/client";
import { profiles, userRoles } from "../db/schema";
import type { Auth } from "./auth";
import { SESSION_COOKIE_PREFIX } from "./auth";

/** Who is making a request: null for a visitor. Every authorization decision starts here. */
export interface Viewer {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  sessionId: string;
  roles: Role[];
}

declare module "fastify" {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export function toWebHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

/** Reads the session cookie (if any) and the user's roles. Visitors cost no query. */
export async function resolveViewer(
  req: FastifyRequest,
  deps: { auth: Auth; db: Db },
): Promise<Viewer | null> {
  if (!req.headers.cookie?.includes(`${SESSION_COOKIE_PREFIX}.session_token`)) return null;
  const result = await deps.auth.api
    .getSession({ headers: toWebHeaders(req) })
    .catch(async (err: unknown) => {
      // Better Auth reports a failed database read as a bare "Failed to get session", without its
      // cause. Ask the database directly: when it is out of reach, that error (a 503) is the answer.
      await deps.db.execute(sql`SELECT 1`);
      throw err;
    });
  if (!result) return null;
  const rows = await deps.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, result.user.id));
  return {
    user: {
      id: result.user.id,
      email: result.user.email,
      name: result.user.name,
      emailVerified: result.user.emailVerified,
    },
    sessionId: result.session.id,
    roles: rows.map((r) => r.role as Role),
  };
}

export async function profileIdOf(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0]?.id ?? null;
}
