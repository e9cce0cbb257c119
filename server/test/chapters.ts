// Chapters made through the API, for the chapter tests (server/modules/chapters/*.test.ts).
import { call, type Member, type TestContext } from "./harness";

/** The office (`admin`) creates a chapter at `slug`; the response as is. */
export function createChapter(ctx: TestContext, admin: Member, slug: string, name: string) {
  return call(ctx, "POST", "/api/v1/chapters", { name, slug, about: `${name} alumni` }, admin.cookie);
}
