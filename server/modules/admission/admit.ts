import { and, eq, isNull, sql } from "drizzle-orm";
import type { AdmissionMode, AdmissionStatus } from "../../../contract/admission";
import type { Db } from "../../db/client";
import { profiles, settings } from "../../db/schema";
import { claimRollEntry } from "./roll-match";

/** How sign-ups are admitted now (Admin › Settings); Open when the settings row is missing. */
export async function admissionMode(db: Pick<Db, "select">): Promise<AdmissionMode> {
  const [row] = await db
    .select({ mode: settings.admissionMode })
    .from(settings)
    .where(eq(settings.id, 1))
    .limit(1);
  return (row?.mode as AdmissionMode | undefined) ?? "open";
}

/**
 * A new account's e-mail is proven (the verification link, a password reset of an account that
 * never verified, or a provider that vouches for the address): it is admitted under the
 * setting, once (decision 118).
 * - Every mode but "Office approves everyone" first claims the roll entry the account matches
 *   (its invitation's, its e-mail's, or its one name + house + year): then it is **verified**.
 * - "Verified by the roll": not on the roll, it **waits** for the office.
 * - "Office approves everyone": it waits; the office's approval claims its entry.
 * - "Open": not on the roll, it is admitted as before, without the mark.
 * A profile already admitted (any status) is left as it is.
 */
export async function admitProvenAccount(db: Db, userId: string): Promise<AdmissionStatus | null> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.userId, userId), isNull(profiles.admission)))
      .for("update");
    if (!profile) return null;
    const mode = await admissionMode(tx);
    const onRoll = mode !== "office" && (await claimRollEntry(tx, userId));
    const status: AdmissionStatus | null = onRoll ? "verified" : mode === "open" ? null : "waiting";
    if (status)
      await tx
        .update(profiles)
        .set({ admission: status, admissionAt: sql`now()`, updatedAt: new Date() })
        .where(eq(profiles.id, profile.id));
    return status;
  });
}
