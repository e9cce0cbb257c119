import { asc, desc, eq, type SQL } from "drizzle-orm";
import type {
  AdminAlumniCreate,
  AdminAlumniListQuery,
  AdminAlumniPage,
} from "../../../../contract/admin-alumni";
import { ALUMNI_CSV_COLUMNS } from "../../../../contract/admin-alumni";
import type { ProfileUpdate } from "../../../../contract/profile";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { changeOf, recordAudit } from "../../../audit";
import type { Db } from "../../../db/client";
import { canonicalHouse } from "../../../db/house-names";
import { profiles } from "../../../db/schema";
import { notFound } from "../../../errors";
import { presentProfile, profileUpdateToColumns } from "../../../presenters/profile";
import { searchCondition } from "../../profiles/queries";
import { pick } from "../shared";
import { csvLine } from "./csv";

const SORT_COLUMNS = {
  created_at: profiles.createdAt,
  display_name: profiles.displayName,
  graduation_year: profiles.graduationYear,
  house: profiles.house,
} as const;

/** The profile columns of a CSV row (spec §7), under their API names: also the list's columns. */
const CSV_FIELDS = {
  display_name: profiles.displayName,
  house: profiles.house,
  graduation_year: profiles.graduationYear,
  currentrole: profiles.currentRole,
  company: profiles.company,
  location: profiles.location,
};

/** Name, company or role contains the text: the directory's search (trigram indexes). */
function searchFilter(search: string | undefined): SQL | undefined {
  return search ? searchCondition(search) : undefined;
}

/**
 * One page of all profiles, newest first by default. Offset pagination over b-tree indexes
 * on each sortable column (id breaks ties); bench/admin-alumni.ts measures it at 100,000 rows.
 */
export async function listAlumni(db: Db, q: AdminAlumniListQuery): Promise<AdminAlumniPage> {
  const where = searchFilter(q.search);
  const column = SORT_COLUMNS[q.sort];
  // Orders that match the indexes exactly (decision 031): every sortable column has an
  // ascending b-tree, which a backward scan reads as DESC NULLS FIRST.
  const order = q.dir === "asc" ? [asc(column), asc(profiles.id)] : [desc(column), desc(profiles.id)];
  const [rows, total] = await Promise.all([
    db
      .select({
        id: profiles.id,
        user_id: profiles.userId,
        ...CSV_FIELDS,
        avatar_url: profiles.avatarUrl,
        created_at: profiles.createdAt,
      })
      .from(profiles)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.$count(profiles, where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getAlumnus(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!row) throw notFound(ADMIN_RULES.profileNotFound);
  return presentProfile(row, "admin");
}

export const PROFILE_AUDIT_FIELDS = [
  "displayName",
  "house",
  "graduationYear",
  "currentRole",
  "company",
  "location",
] as const;
const AUDIT_FIELDS = PROFILE_AUDIT_FIELDS;

export async function updateAlumnus(db: Db, actorId: string, id: string, update: ProfileUpdate) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, id)).for("update");
    if (!before) throw notFound(ADMIN_RULES.profileNotFound);
    const columns = profileUpdateToColumns({ ...update, house: await canonicalHouse(tx, update.house) });
    const [after] = await tx
      .update(profiles)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(profiles.id, id))
      .returning();
    // The form sends every field: the row keeps only those whose value changed, and only of the
    // identifying fields: contact details, bio and privacy choices would outlive a deleted account
    // in the log (decision 065 keeps nothing of it but the deletion's own row).
    const sent = new Set(Object.keys(columns));
    const change = changeOf(
      before,
      after,
      AUDIT_FIELDS.filter((field) => sent.has(field)),
    );
    await recordAudit(tx, {
      actorId,
      action: "profile.update",
      targetType: "profile",
      targetId: id,
      ...change,
    });
    return presentProfile(after, "admin");
  });
}

export async function createAlumnus(db: Db, actorId: string, input: AdminAlumniCreate) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({
        ...profileUpdateToColumns({ ...input, house: await canonicalHouse(tx, input.house) }),
        displayName: input.display_name,
      })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "profile.create",
      targetType: "profile",
      targetId: row.id,
      after: pick(row, AUDIT_FIELDS),
    });
    return presentProfile(row, "admin");
  });
}

/** Deletes the profile (audited); answers its avatar URL so the caller removes the file too. */
export async function deleteAlumnus(db: Db, actorId: string, id: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(profiles).where(eq(profiles.id, id)).returning();
    if (!before) throw notFound(ADMIN_RULES.profileNotFound);
    await recordAudit(tx, {
      actorId,
      action: "profile.delete",
      targetType: "profile",
      targetId: id,
      before: { ...pick(before, AUDIT_FIELDS), userId: before.userId },
    });
    return before.avatarUrl;
  });
}

/** Spec §7 CSV export: every profile, newest first, the spec's seven columns. */
export async function exportAlumniCsv(db: Db, actorId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ ...CSV_FIELDS, createdAt: profiles.createdAt })
      .from(profiles)
      .orderBy(desc(profiles.createdAt), desc(profiles.id));
    const lines = [csvLine([...ALUMNI_CSV_COLUMNS])];
    for (const r of rows) {
      lines.push(
        csvLine([
          r.display_name,
          r.house,
          r.graduation_year,
          r.currentrole,
          r.company,
          r.location,
          r.createdAt.toISOString().slice(0, 10),
        ]),
      );
    }
    // Exporting personal data is an admin action worth a trace too.
    await recordAudit(tx, {
      actorId,
      action: "alumni.export",
      targetType: "profile",
      after: { rows: rows.length },
    });
    return `\uFEFF${lines.join("\r\n")}\r\n`;
  });
}
