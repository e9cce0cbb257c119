// News articles.
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const news = pgTable(
  "news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    summary: text("summary"),
    content: text("content"),
    category: text("category").notNull().default("General"),
    author: text("author"),
    imageUrl: text("image_url"),
    published: boolean("published").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("news_published_created_idx").on(t.published, t.createdAt),
    index("news_created_at_idx").on(t.createdAt),
    index("news_title_idx").on(t.title),
    index("news_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);
