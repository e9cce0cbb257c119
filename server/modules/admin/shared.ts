import { z } from "zod";
import type { Viewer } from "../../auth/viewer";
import { authorize } from "../../policies";

/** Every admin route starts here: 401 for a visitor, 403 for anyone without the admin role. */
export function requireAdmin(viewer: Viewer | null): asserts viewer is Viewer {
  authorize(viewer, { kind: "admin" });
}

export const idParams = z.object({ id: z.uuid("Not found") });

/** A few fields of a row, for the audit log's before/after summary. */
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = row[k];
  return out;
}
