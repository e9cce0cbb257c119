import { call, type Member, type TestContext } from "./harness";

/**
 * What members and the office do through the API in many tests, each as its screen sends it;
 * the response as is (the test states what it expects of it).
 */

/** My Profile's Save: the fields changed, privacy settings included. */
export const updateOwnProfile = (ctx: TestContext, member: Member, patch: Record<string, unknown>) =>
  call(ctx, "PATCH", "/api/v1/profile", patch, member.cookie);

/** Share an achievement: a draft for the office to review. */
export const shareAchievement = (
  ctx: TestContext,
  member: Member,
  achievement: { title: string; summary: string },
) => call(ctx, "POST", "/api/v1/achievements", achievement, member.cookie);

/** The office opens a chapter. */
export const createChapter = (
  ctx: TestContext,
  admin: Member,
  chapter: { name: string; slug: string; about?: string },
) => call(ctx, "POST", "/api/v1/chapters", chapter, admin.cookie);
