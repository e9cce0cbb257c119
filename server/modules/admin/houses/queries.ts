import { asc, eq, sql } from "drizzle-orm";
import type { AdminHouseBody } from "../../../../contract/admin-content";
import { HOUSE_COLOR_DEFAULTS } from "../../../../contract/constants";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { houses } from "../../../db/schema";
import { conflict, isUniqueViolation, notFound } from "../../../errors";
import { presentHouse } from "../../../presenters/content";
import { pick } from "../shared";

const AUDIT_FIELDS = ["name", "color", "bgLight", "textColor"] as const;

export async function listAdminHouses(db: Db) {
  const rows = await db.select().from(houses).orderBy(asc(houses.createdAt), asc(houses.name));
  return rows.map(presentHouse);
}

type HouseColors = Pick<typeof houses.$inferSelect, "color" | "bgLight" | "textColor">;

/** The body's name and colours; a colour left out keeps the fallback's. */
function houseValues(body: AdminHouseBody, fallback: HouseColors) {
  return {
    name: body.name,
    color: body.color ?? fallback.color,
    bgLight: body.bg_light ?? fallback.bgLight,
    textColor: body.text_color ?? fallback.textColor,
  };
}

async function uniqueName<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ADMIN_RULES.houseExists);
    throw err;
  }
}

/** Spec §3 defaults for colours left out: #000000, #f0f0f0, #ffffff. */
export async function createHouse(db: Db, actorId: string, body: AdminHouseBody) {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(houses).values(houseValues(body, HOUSE_COLOR_DEFAULTS)).returning();
      await recordAudit(tx, {
        actorId,
        action: "house.create",
        targetType: "house",
        targetId: row.id,
        after: pick(row, AUDIT_FIELDS),
      });
      return presentHouse(row);
    }),
  );
}

async function references(tx: Pick<Db, "execute">, house: { id: string; name: string }) {
  const [row] = await queryRows<{ profiles: string; results: string }>(
    tx,
    sql`SELECT (SELECT count(*) FROM profiles WHERE house = ${house.name}) AS profiles,
               (SELECT count(*) FROM competition_results WHERE house_id = ${house.id}) AS results`,
  );
  return { profiles: Number(row.profiles), results: Number(row.results) };
}

/** Colours can always change; the name only while no profile carries it (decision 034). */
export async function updateHouse(db: Db, actorId: string, id: string, body: AdminHouseBody) {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(houses).where(eq(houses.id, id)).for("update");
      if (!before) throw notFound(ADMIN_RULES.houseNotFound);
      if (body.name !== before.name) {
        const refs = await references(tx, before);
        if (refs.profiles > 0) throw conflict(ADMIN_RULES.houseRenameInUse(refs.profiles));
      }
      const [after] = await tx
        .update(houses)
        .set(houseValues(body, before))
        .where(eq(houses.id, id))
        .returning();
      await recordAudit(tx, {
        actorId,
        action: "house.update",
        targetType: "house",
        targetId: id,
        before: pick(before, AUDIT_FIELDS),
        after: pick(after, AUDIT_FIELDS),
      });
      return presentHouse(after);
    }),
  );
}

/** Refused (409) while alumni profiles or competition results reference the house. */
export async function deleteHouse(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(houses).where(eq(houses.id, id)).for("update");
    if (!before) throw notFound(ADMIN_RULES.houseNotFound);
    const refs = await references(tx, before);
    if (refs.profiles > 0 || refs.results > 0)
      throw conflict(ADMIN_RULES.houseInUse(refs.profiles, refs.results));
    await tx.delete(houses).where(eq(houses.id, id));
    await recordAudit(tx, {
      actorId,
      action: "house.delete",
      targetType: "house",
      targetId: id,
      before: pick(before, AUDIT_FIELDS),
    });
  });
}
