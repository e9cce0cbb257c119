import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "../auth-schema";
import { mailLog } from "./mail";

/**
 * The school's roll (issue 26, decision 108): former pupils as the office imported them, kept
 * apart from profiles. Never shown to visitors; members see only the names of their own year's
 * (or house's) entries who are not here yet. `joined_user_id` is the account that joined
 * through an invitation to this entry, set once its e-mail was verified.
 */
export const schoolRoll = pgTable(
  "school_roll",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    house: text("house").notNull(),
    year: integer("year").notNull(),
    /** The school's old address: used by nobody but the office's counts (reachable or not). */
    email: text("email"),
    dateOfBirth: date("date_of_birth"),
    admissionNumber: text("admission_number"),
    joinedUserId: text("joined_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A re-import finds an entry by its admission number, else by name, house and year.
    uniqueIndex("school_roll_admission_number_key")
      .on(t.admissionNumber)
      .where(sql`admission_number IS NOT NULL`),
    index("school_roll_identity_idx").on(sql`lower(${t.name})`, t.house, t.year),
    index("school_roll_year_idx").on(t.year),
    index("school_roll_house_idx").on(t.house),
    uniqueIndex("school_roll_joined_user_key").on(t.joinedUserId).where(sql`joined_user_id IS NOT NULL`),
  ],
);

/**
 * A member's invitation of a roll entry (decision 108). The address typed is not kept: only a
 * keyed hash of it (`address_key`, HMAC with the server's secret over the normalised address),
 * enough to refuse a second invitation to it within a month; the token's hash opens sign-up.
 * `mail_id` is its mail in the outbox (a refused delivery makes the entry not reachable again).
 */
export const rollInvitations = pgTable(
  "roll_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rollEntryId: uuid("roll_entry_id")
      .notNull()
      .references(() => schoolRoll.id, { onDelete: "cascade" }),
    inviterId: text("inviter_id").references(() => user.id, { onDelete: "set null" }),
    addressKey: text("address_key").notNull(),
    tokenHash: text("token_hash").notNull(),
    mailId: uuid("mail_id").references(() => mailLog.id, { onDelete: "set null" }),
    /** The account signed up through this invitation (linked to the entry once verified). */
    acceptedUserId: text("accepted_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("roll_invitations_token_key").on(t.tokenHash),
    index("roll_invitations_address_idx").on(t.addressKey, t.createdAt),
    index("roll_invitations_entry_idx").on(t.rollEntryId),
    index("roll_invitations_accepted_idx").on(t.acceptedUserId),
    check("roll_invitations_key_shape", sql`length(address_key) = 64 AND length(token_hash) = 64`),
  ],
);
