// Alumni profiles and the directory's facet counts kept by triggers.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_PRIVACY, type PrivacySettings } from "../../../contract/profile";
import { user } from "../auth-schema";
import { createdAt, inList, textList } from "./columns";

// Index orderings: plain ascending b-trees. A backward scan serves ORDER BY … DESC (which means
// NULLS FIRST); an index declared DESC NULLS LAST would not be used for it (seen on PostgreSQL 15).
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Absent for alumni the office knows of who have no account yet.
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    displayName: text("display_name").notNull(),
    house: text("house"),
    graduationYear: integer("graduation_year"),
    currentRole: text("currentrole"),
    company: text("company"),
    location: text("location"),
    bio: text("bio"),
    phone: text("phone"),
    linkedinUrl: text("linkedin_url"),
    personalWebsite: text("personal_website"),
    avatarUrl: text("avatar_url"),
    degreeDetails: text("degree_details"),
    academicAchievements: text("academic_achievements"),
    industry: text("industry"),
    specialization: text("specialization"),
    interests: textList("interests"),
    hobbies: textList("hobbies"),
    languagesSpoken: textList("languages_spoken"),
    volunteerActivities: textList("volunteer_activities"),
    mentorshipAvailability: boolean("mentorship_availability").notNull().default(false),
    guestSpeakerAvailability: boolean("guest_speaker_availability").notNull().default(false),
    jobReferralAvailability: boolean("job_referral_availability").notNull().default(false),
    awardsRecognition: textList("awards_recognition"),
    publications: textList("publications"),
    certifications: textList("certifications"),
    socialMediaLinks: jsonb("social_media_links").$type<Record<string, string>>().notNull().default({}),
    privacySettings: jsonb("privacy_settings").$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY),
    // Issue 21 (decision 092): true while the profile's account has not verified its e-mail, so
    // it is listed nowhere yet (server/policies.ts listedProfileSql). Kept by triggers from
    // "user".email_verified in the same transaction (migration 0016); never written by the
    // application. False for the office's profiles without an account.
    awaitingVerification: boolean("awaiting_verification").notNull().default(false),
    // Issue 26 item 4 (decision 109): set when the office confirms a death notice, cleared by its
    // Restore (server/modules/memoriam/queue.ts, the only writer); the year of death if known.
    inMemoriamSince: timestamp("in_memoriam_since", { withTimezone: true }),
    yearOfDeath: integer("year_of_death"),
    // Issue 26 item 3 (decision 118): how the account was admitted. Null: admitted openly (the
    // office's profiles, members from before the setting, Open sign-ups not on the roll);
    // 'waiting' for the office's approval or 'declined' (both listed nowhere: migration 0020 makes
    // awaiting_verification true for them); 'verified' by the roll or by the office (the
    // Verified alumnus mark). Written by server/modules/admission only.
    admission: text("admission"),
    admissionAt: timestamp("admission_at", { withTimezone: true }),
    // Issue 26 item 5 (decision 125): when the member last said their details are still correct
    // (the yearly mail's button); null until then, when the sign-up counts. Written by
    // server/modules/still-correct only.
    detailsConfirmedAt: timestamp("details_confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("profiles_created_at_idx").on(t.createdAt),
    index("profiles_admission_idx").on(t.admission, t.admissionAt).where(sql`admission IS NOT NULL`),
    check("profiles_admission_check", sql`admission IN ('waiting', 'verified', 'declined')`),
    index("profiles_graduation_year_idx").on(t.graduationYear),
    index("profiles_location_idx").on(t.location),
    index("profiles_industry_idx").on(t.industry),
    index("profiles_house_idx").on(t.house),
    index("profiles_display_name_idx").on(t.displayName),
    // Directory search order (decision 048): a search's first page read in this index's order,
    // stopping at the page size, instead of sorting every match.
    index("profiles_lower_display_name_idx").on(sql`lower(${t.displayName})`, t.id),
    // Directory/search: case-insensitive substring on name, company and role (pg_trgm).
    index("profiles_display_name_trgm_idx")
      .using("gin", t.displayName.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("profiles_company_trgm_idx").using("gin", t.company.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("profiles_currentrole_trgm_idx")
      .using("gin", t.currentRole.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

/**
 * How many profiles carry each directory facet value, kept true by triggers on `profiles` in the
 * same transaction as every write (migration 0004, decision 046), so the home statistics and the
 * directory filter options never aggregate the profiles table. One row per (kind, value):
 *   year      graduation year as text; '' holds the profiles without a year (the alumni count
 *             is the sum of listed_count over every 'year' row, spread over many rows);
 *   location  the location exactly as entered (not blank);
 *   industry  the industry exactly as entered (not blank);
 *   city      lower(btrim(split_part(location, ',', 1))), not empty (home "Cities Represented").
 * total_count counts every profile; listed_count the listed ones (show_in_directory not off and
 * not awaiting verification: migration 0016, decision 092); year_shown_count those listed with
 * show_graduation_year not off as well. A row whose
 * total_count reaches 0 is deleted. Never written by the application.
 */
export const profileFacets = pgTable(
  "profile_facets",
  {
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    totalCount: integer("total_count").notNull().default(0),
    listedCount: integer("listed_count").notNull().default(0),
    yearShownCount: integer("year_shown_count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value] }),
    check("profile_facets_kind_check", inList("kind", ["year", "location", "industry", "city"])),
  ],
);
