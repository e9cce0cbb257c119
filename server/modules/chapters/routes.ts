import { z } from "zod";
import {
  chapterCreateSchema,
  chapterEventReviewSchema,
  chapterModeratorSchema,
  chapterSlugParams,
  GROUPS_TEXT,
} from "../../../contract/community-groups";
import { eventProposalSchema } from "../../../contract/events";
import { EVENT_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { forbidden } from "../../errors";
import { authorize, can } from "../../policies";
import { presentPublicEvent } from "../../presenters/content";
import { moderateEvents } from "../events/moderation-service";
import { proposeEvent } from "../events/queries";
import {
  assignModerator,
  chapterModeratorChoices,
  chapterPage,
  createChapter,
  findChapter,
  isChapterMember,
  isChapterModerator,
  joinChapter,
  leaveChapter,
  listChapters,
  unassignModerator,
} from "./queries";

const eventParams = chapterSlugParams.extend({ id: z.uuid({ message: EVENT_MESSAGES.notFound }) });
const moderatorParams = chapterSlugParams.extend({ userId: z.string().min(1).max(100) });
const WRITE_LIMIT = { max: 30, timeWindow: "1 minute" };

/** Chapters (issue 15): list and page for everyone; join/leave for members; the office creates; moderators review. */
export const chaptersRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  app.get("/api/v1/chapters", async (req) => ({ chapters: await listChapters(db, req.viewer) }));

  app.post("/api/v1/chapters", { schema: { body: chapterCreateSchema } }, async (req, reply) => {
    authorize(req.viewer, { kind: "admin" });
    return reply.status(201).send(await createChapter(db, req.viewer.user.id, req.body));
  });

  // A member sees the chapter's members: a directory read for the scraping brake (decision 120).
  app.get(
    "/api/v1/chapters/:slug",
    { schema: { params: chapterSlugParams }, config: { readBrake: true } },
    async (req) => {
      const viewer = req.viewer;
      return chapterPage(db, viewer, req.params.slug, (assigned) =>
        can(viewer, { kind: "chapter.reviewEvent", assignedToChapter: assigned }),
      );
    },
  );

  app.put(
    "/api/v1/chapters/:slug/membership",
    { schema: { params: chapterSlugParams }, config: { rateLimit: WRITE_LIMIT } },
    async (req) => {
      authorize(req.viewer, { kind: "member" });
      const chapter = await findChapter(db, req.params.slug);
      await joinChapter(db, chapter.id, req.viewer.user.id);
      return { is_member: true };
    },
  );

  app.delete(
    "/api/v1/chapters/:slug/membership",
    { schema: { params: chapterSlugParams }, config: { rateLimit: WRITE_LIMIT } },
    async (req) => {
      authorize(req.viewer, { kind: "member" });
      const chapter = await findChapter(db, req.params.slug);
      await leaveChapter(db, chapter.id, req.viewer.user.id);
      return { is_member: false };
    },
  );

  app.get("/api/v1/chapters/:slug/moderators", { schema: { params: chapterSlugParams } }, async (req) => {
    authorize(req.viewer, { kind: "admin" });
    const chapter = await findChapter(db, req.params.slug);
    return chapterModeratorChoices(db, chapter.id);
  });

  app.post(
    "/api/v1/chapters/:slug/moderators",
    { schema: { params: chapterSlugParams, body: chapterModeratorSchema } },
    async (req) => {
      authorize(req.viewer, { kind: "admin" });
      const chapter = await findChapter(db, req.params.slug);
      await assignModerator(db, req.viewer.user.id, chapter.id, req.body.user_id);
      return { ok: true };
    },
  );

  app.delete(
    "/api/v1/chapters/:slug/moderators/:userId",
    { schema: { params: moderatorParams } },
    async (req) => {
      authorize(req.viewer, { kind: "admin" });
      const chapter = await findChapter(db, req.params.slug);
      await unassignModerator(db, req.viewer.user.id, chapter.id, req.params.userId);
      return { ok: true };
    },
  );

  // A chapter member proposes a chapter event: pending until a chapter moderator or admin reviews it.
  app.post(
    "/api/v1/chapters/:slug/events",
    {
      schema: { params: chapterSlugParams, body: eventProposalSchema },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (req, reply) => {
      authorize(req.viewer, { kind: "event.propose" });
      const chapter = await findChapter(db, req.params.slug);
      if (!(await isChapterMember(db, chapter.id, req.viewer.user.id)))
        throw forbidden(GROUPS_TEXT.notChapterMember);
      return reply.status(201).send(await proposeEvent(db, req.viewer.user.id, req.body, chapter.id));
    },
  );

  app.post(
    "/api/v1/chapters/:slug/events/:id/review",
    { schema: { params: eventParams, body: chapterEventReviewSchema } },
    async (req) => {
      const viewer = req.viewer;
      authorize(viewer, { kind: "member" });
      const chapter = await findChapter(db, req.params.slug);
      const assigned = await isChapterModerator(db, chapter.id, viewer.user.id);
      authorize(
        viewer,
        { kind: "chapter.reviewEvent", assignedToChapter: assigned },
        GROUPS_TEXT.notChapterModerator,
      );
      const [row] = await moderateEvents(
        db,
        { mailer: deps.mailer, publicUrl: deps.config.publicUrl },
        {
          decider: "chapter",
          actorId: viewer.user.id,
          ids: [req.params.id],
          chapterId: chapter.id,
          status: req.body.status,
          notes: req.body.notes ?? null,
        },
      );
      return presentPublicEvent(row);
    },
  );
};
