import type { Db } from "../client";
import { chapterMembers, chapters } from "../schema";

/** Demo chapters (issue 15) with members taken from the demo accounts: every third, fourth and fifth. */
const DEMO_CHAPTERS = [
  {
    slug: "mumbai",
    name: "Mumbai Chapter",
    about: "Alumni in Mumbai and Navi Mumbai: monthly breakfasts and a Diwali dinner.",
  },
  {
    slug: "bengaluru",
    name: "Bengaluru Chapter",
    about: "Tech, start-ups and weekend treks with alumni across Bengaluru.",
  },
  {
    slug: "london",
    name: "London Chapter",
    about: "Old boys in the UK: a summer picnic and the annual December gathering.",
  },
] as const;

export async function seedChapters(db: Db, memberIds: readonly string[]): Promise<void> {
  const rows = await db
    .insert(chapters)
    .values([...DEMO_CHAPTERS])
    .returning({ id: chapters.id });
  const members = rows.flatMap((chapter, c) =>
    memberIds.filter((_, i) => i % (c + 3) === 0).map((userId) => ({ chapterId: chapter.id, userId })),
  );
  if (members.length) await db.insert(chapterMembers).values(members);
}
