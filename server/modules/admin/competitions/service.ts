import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AdminCompetitionBody, AdminResultsBody } from "../../../../contract/admin-content";
import type { CompetitionStatus } from "../../../../contract/constants";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { competitionResults, competitions, houses } from "../../../db/schema";
import { badRequest, conflict, notFound } from "../../../errors";
import { presentCompetition } from "../../../presenters/content";
import { pick } from "../shared";
import { getAdminCompetition } from "./queries";

/** The office's writes to competitions and their results, each audited in its own transaction. */

const AUDIT_FIELDS = [
  "name",
  "category",
  "status",
  "competitionDate",
  "firstPlacePoints",
  "secondPlacePoints",
  "thirdPlacePoints",
] as const;

function toColumns(body: AdminCompetitionBody) {
  return {
    name: body.name,
    description: body.description ?? null,
    category: body.category,
    competitionDate: body.competition_date ? new Date(body.competition_date) : null,
    firstPlacePoints: body.first_place_points,
    secondPlacePoints: body.second_place_points,
    thirdPlacePoints: body.third_place_points,
  };
}

export async function createAdminCompetition(db: Db, actorId: string, body: AdminCompetitionBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(competitions).values(toColumns(body)).returning();
    await recordAudit(tx, {
      actorId,
      action: "competition.create",
      targetType: "competition",
      targetId: row.id,
      after: pick(row, AUDIT_FIELDS),
    });
    return presentCompetition(row);
  });
}

/** Edits details; recorded results take the new points structure (issue 13, decision 060). */
export async function updateAdminCompetition(
  db: Db,
  actorId: string,
  id: string,
  body: AdminCompetitionBody,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(competitions).where(eq(competitions.id, id)).for("update");
    if (!before) throw notFound(ADMIN_RULES.competitionNotFound);
    const [after] = await tx
      .update(competitions)
      .set(toColumns(body))
      .where(eq(competitions.id, id))
      .returning();
    // Points that stay true (issue 13): results already recorded take the new structure, so
    // the competition's view and the House Cup never disagree.
    const rescored = await tx
      .update(competitionResults)
      .set({
        pointsAwarded: sql`CASE ${competitionResults.position}
          WHEN 1 THEN ${after.firstPlacePoints}::int
          WHEN 2 THEN ${after.secondPlacePoints}::int
          ELSE ${after.thirdPlacePoints}::int END`,
      })
      .where(eq(competitionResults.competitionId, id))
      .returning({ id: competitionResults.id });
    await recordAudit(tx, {
      actorId,
      action: "competition.update",
      targetType: "competition",
      targetId: id,
      before: pick(before, AUDIT_FIELDS),
      after: { ...pick(after, AUDIT_FIELDS), resultsRescored: rescored.length },
    });
    return presentCompetition(after);
  });
}

const TRANSITIONS: Record<"start" | "complete", { from: CompetitionStatus; to: CompetitionStatus }> = {
  start: { from: "upcoming", to: "ongoing" },
  complete: { from: "ongoing", to: "completed" },
};

/** Spec §4: upcoming → ongoing (start), ongoing → completed (complete); nothing else (409). */
export async function transitionCompetition(db: Db, actorId: string, id: string, verb: "start" | "complete") {
  const { from, to } = TRANSITIONS[verb];
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(competitions).where(eq(competitions.id, id)).for("update");
    if (!before) throw notFound(ADMIN_RULES.competitionNotFound);
    if (before.status !== from) throw conflict(ADMIN_RULES.competitionTransition(before.status, to));
    const [after] = await tx
      .update(competitions)
      .set({ status: to })
      .where(eq(competitions.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: `competition.${verb}`,
      targetType: "competition",
      targetId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return presentCompetition(after);
  });
}

/**
 * Records (replaces) a competition's podium: each placed house gets the points of its
 * position from the competition's points structure. These rows drive the House Cup.
 */
export async function recordResults(db: Db, actorId: string, id: string, body: AdminResultsBody) {
  await db.transaction(async (tx) => {
    const [competition] = await tx.select().from(competitions).where(eq(competitions.id, id)).for("update");
    if (!competition) throw notFound(ADMIN_RULES.competitionNotFound);
    if (competition.status === "upcoming") throw conflict(ADMIN_RULES.resultsNeedStart);
    const houseIds = body.placements.map((p) => p.house_id);
    const found = await tx.select({ id: houses.id }).from(houses).where(inArray(houses.id, houseIds));
    if (found.length !== houseIds.length) throw badRequest(ADMIN_RULES.houseNotFound);
    const pointsOf = {
      1: competition.firstPlacePoints,
      2: competition.secondPlacePoints,
      3: competition.thirdPlacePoints,
    };
    const before = await tx
      .delete(competitionResults)
      .where(eq(competitionResults.competitionId, id))
      .returning({
        houseId: competitionResults.houseId,
        position: competitionResults.position,
        points: competitionResults.pointsAwarded,
      });
    const rows = body.placements
      .slice()
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        competitionId: id,
        houseId: p.house_id,
        position: p.position,
        pointsAwarded: pointsOf[p.position],
      }));
    await tx.insert(competitionResults).values(rows);
    await recordAudit(tx, {
      actorId,
      action: "competition.results",
      targetType: "competition",
      targetId: id,
      before: before.sort((a, b) => a.position - b.position),
      after: rows.map((r) => ({ houseId: r.houseId, position: r.position, points: r.pointsAwarded })),
    });
  });
  return getAdminCompetition(db, id);
}

/**
 * Spec §2: deleted at once, no confirmation. The audit row keeps the whole competition and its
 * podium, so the toast's 'Undo' (issue 13) can put both back.
 */
export async function deleteAdminCompetition(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const results = await tx
      .select({
        id: competitionResults.id,
        houseId: competitionResults.houseId,
        position: competitionResults.position,
        points: competitionResults.pointsAwarded,
        createdAt: competitionResults.createdAt,
      })
      .from(competitionResults)
      .where(eq(competitionResults.competitionId, id))
      .orderBy(asc(competitionResults.position));
    const [before] = await tx.delete(competitions).where(eq(competitions.id, id)).returning();
    if (!before) throw notFound(ADMIN_RULES.competitionNotFound);
    await recordAudit(tx, {
      actorId,
      action: "competition.delete",
      targetType: "competition",
      targetId: id,
      before: {
        ...pick(before, AUDIT_FIELDS),
        description: before.description,
        createdAt: before.createdAt,
        results,
      },
    });
  });
}

/** How long after a delete its 'Undo' is honoured (the toast offers it for 10 s). */
const UNDO_WINDOW_SECONDS = 60;

interface DeletedCompetition {
  name: string;
  description: string | null;
  category: string;
  status: string;
  competitionDate: string | null;
  firstPlacePoints: number;
  secondPlacePoints: number;
  thirdPlacePoints: number;
  createdAt: string;
  results?: Array<{ id: string; houseId: string; position: number; points: number; createdAt: string }>;
}

/** Undo of a delete: the competition comes back with the same id and its recorded results. */
export async function restoreAdminCompetition(db: Db, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await queryRows<{ before: DeletedCompetition }>(
      tx,
      sql`SELECT before FROM audit_log
          WHERE action = 'competition.delete' AND target_type = 'competition' AND target_id = ${id}
            AND created_at > now() - make_interval(secs => ${UNDO_WINDOW_SECONDS})
          ORDER BY created_at DESC LIMIT 1`,
    );
    if (!deleted) throw notFound(ADMIN_RULES.competitionNotFound);
    const [exists] = await tx
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.id, id));
    if (exists) throw conflict(ADMIN_RULES.competitionAlreadyRestored);
    const d = deleted.before;
    const results = d.results ?? [];
    if (results.length > 0) {
      const found = await tx
        .select({ id: houses.id })
        .from(houses)
        .where(
          inArray(
            houses.id,
            results.map((r) => r.houseId),
          ),
        );
      if (found.length !== results.length) throw conflict(ADMIN_RULES.houseNotFound);
    }
    const [row] = await tx
      .insert(competitions)
      .values({
        id,
        name: d.name,
        description: d.description,
        category: d.category,
        status: d.status,
        competitionDate: d.competitionDate ? new Date(d.competitionDate) : null,
        firstPlacePoints: d.firstPlacePoints,
        secondPlacePoints: d.secondPlacePoints,
        thirdPlacePoints: d.thirdPlacePoints,
        createdAt: new Date(d.createdAt),
      })
      .returning();
    if (results.length > 0)
      await tx.insert(competitionResults).values(
        results.map((r) => ({
          id: r.id,
          competitionId: id,
          houseId: r.houseId,
          position: r.position,
          pointsAwarded: r.points,
          createdAt: new Date(r.createdAt),
        })),
      );
    await recordAudit(tx, {
      actorId,
      action: "competition.restore",
      targetType: "competition",
      targetId: id,
      after: { ...pick(row, AUDIT_FIELDS), results },
    });
  });
  return getAdminCompetition(db, id);
}
