// The school houses, the inter-house competitions and their results.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList } from "./columns";

export const houses = pgTable(
  "houses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    color: text("color").notNull().default("#000000"),
    bgLight: text("bg_light").notNull().default("#f0f0f0"),
    textColor: text("text_color").notNull().default("#ffffff"),
    createdAt: createdAt(),
  },
  (t) => [index("houses_created_at_idx").on(t.createdAt)],
);

export const competitions = pgTable(
  "competitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    status: text("status").notNull().default("upcoming"),
    competitionDate: timestamp("competition_date", { withTimezone: true }),
    firstPlacePoints: integer("first_place_points").notNull().default(10),
    secondPlacePoints: integer("second_place_points").notNull().default(6),
    thirdPlacePoints: integer("third_place_points").notNull().default(3),
    createdAt: createdAt(),
  },
  (t) => [
    check("competitions_category_check", inList("category", ["sports", "arts", "academics"])),
    check("competitions_status_check", inList("status", ["upcoming", "ongoing", "completed"])),
    check(
      "competitions_points_check",
      sql`first_place_points >= 0 AND second_place_points >= 0 AND third_place_points >= 0`,
    ),
    index("competitions_date_idx").on(t.competitionDate),
    index("competitions_status_idx").on(t.status),
    index("competitions_created_at_idx").on(t.createdAt),
    index("competitions_status_created_idx").on(t.status, t.createdAt),
    index("competitions_name_idx").on(t.name),
    index("competitions_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

export const competitionResults = pgTable(
  "competition_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    houseId: uuid("house_id")
      .notNull()
      .references(() => houses.id, { onDelete: "restrict" }),
    competitionId: uuid("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    pointsAwarded: integer("points_awarded").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("competition_results_position_check", inList("position", [1, 2, 3])),
    check("competition_results_points_check", sql`points_awarded >= 0`),
    unique("competition_results_competition_position_key").on(t.competitionId, t.position),
    unique("competition_results_competition_house_key").on(t.competitionId, t.houseId),
    index("competition_results_house_idx").on(t.houseId),
    index("competition_results_created_at_idx").on(t.createdAt),
  ],
);
