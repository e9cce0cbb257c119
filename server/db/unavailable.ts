/**
 * Is this error the database being out of reach (down, restarting, refusing connections, or
 * the pool timing out), as opposed to a query or data problem? Such a request is answered 503
 * with Retry-After: the fault is neither the user's nor a bug, and trying again later works.
 * Drizzle and Better Auth wrap the driver's error, so the whole `cause` chain is examined.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
]);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now),
// 53300 (too many connections), 57014 (cancelled: the statement timeout of an overloaded database).
const SQLSTATE = /^(08\d{3}|57P0[123]|53300|57014)$/;
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === "string" && POOL_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
