import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Role } from "../../contract/constants";
import { session, user } from "../db/auth-schema";
import { type Db, queryRows } from "../db/client";
import { profiles, userRoles } from "../db/schema";
import { accountInMemoriamSql } from "../modules/memoriam/rules";
import { suspendedSql } from "../modules/moderation/visibility";
import type { Auth } from "./auth";
import { SESSION_COOKIE_PREFIX } from "./auth";
import { signedSessionToken } from "./session-cookie";
import type { ViewerCache } from "./viewer-cache";

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

/**
 * Reads the session cookie (if any): the session, its user and the user's roles in one query,
 * or none while the viewer cache holds them (decision 090). Visitors cost no query. A session
 * due for Better Auth's rolling refresh (older than its updateAge) is read through Better Auth
 * once, which extends it, and is not cached; every other request costs at most the one query
 * below (issue 10).
 */
export async function resolveViewer(
  req: FastifyRequest,
  deps: { auth: Auth; db: Db; viewers?: ViewerCache },
): Promise<Viewer | null> {
  if (!req.headers.cookie?.includes(`${SESSION_COOKIE_PREFIX}.session_token`)) return null;
  const context = await deps.auth.$context;
  const token = signedSessionToken(req.headers.cookie, context.authCookies.sessionToken.name, context.secret);
  if (!token) return null;
  const cached = deps.viewers?.get(token);
  if (cached) return cached;
  const read = deps.viewers?.startRead();
  const [row] = await queryRows<SessionRow>(
    deps.db,
    sql`SELECT ${session.id} AS session_id, ${session.expiresAt} AS expires_at,
               ${user.id} AS user_id, ${user.email} AS email, ${user.name} AS name,
               ${user.emailVerified} AS email_verified,
               coalesce(array_agg(${userRoles.role}) FILTER (WHERE ${userRoles.role} IS NOT NULL), '{}') AS roles
          FROM ${session}
          JOIN ${user} ON ${user.id} = ${session.userId}
          LEFT JOIN ${userRoles} ON ${userRoles.userId} = ${user.id}
         WHERE ${session.token} = ${token} AND ${session.expiresAt} > now()
           -- An account in memoriam has no sessions (decision 109), whichever way one was made.
           AND NOT ${accountInMemoriamSql(sql`${user.id}`)}
           -- Nor has a suspended one (decision 112): a sign-in racing the suspension keeps no viewer.
           AND NOT ${suspendedSql(sql`${user.id}`)}
         GROUP BY ${session.id}, ${user.id}`,
  );
  if (!row) return null;
  const { expiresIn, updateAge } = context.sessionConfig;
  const expiresAt = new Date(row.expires_at).getTime();
  const refreshAt = expiresAt - expiresIn * 1000 + updateAge * 1000;
  if (refreshAt <= Date.now()) return resolveThroughBetterAuth(req, deps);
  const viewer: Viewer = {
    user: { id: row.user_id, email: row.email, name: row.name, emailVerified: row.email_verified },
    sessionId: row.session_id,
    roles: row.roles as Role[],
  };
  if (read) deps.viewers?.set(token, viewer, Math.min(expiresAt, refreshAt), read);
  return viewer;
}

interface SessionRow {
  session_id: string;
  expires_at: string | Date;
  user_id: string;
  email: string;
  name: string;
  email_verified: boolean;
  roles: string[];
}

/** The rare path: Better Auth reads (and extends) the session; then the roles. */
async function resolveThroughBetterAuth(
  req: FastifyRequest,
  deps: { auth: Auth; db: Db },
): Promise<Viewer | null> {
  const result = await deps.auth.api
    .getSession({ headers: toWebHeaders(req) })
    .catch(async (err: unknown) => {
      // Better Auth reports a failed database read as a bare "Failed to get session", without its
      // cause. Ask the database directly: when it is out of reach, that error (a 503) is the answer.
      await deps.db.execute(sql`SELECT 1`);
      throw err;
    });
  if (!result) return null;
  const [suspension] = await queryRows<{ suspended: boolean }>(
    deps.db,
    sql`SELECT ${suspendedSql(sql`${result.user.id}`)} AS suspended`,
  );
  if (suspension?.suspended) return null;
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
