ALTER TABLE "profiles" ADD COLUMN "admission" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "admission_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "admission_mode" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_admission_idx" ON "profiles" USING btree ("admission","admission_at") WHERE admission IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_admission_check" CHECK (admission IN ('waiting', 'verified', 'declined'));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_admission_mode_check" CHECK (admission_mode IN ('open', 'roll', 'office'));--> statement-breakpoint
-- Written by hand below (decision 118, issue 26 item 3): a member waiting for the office's
-- approval, or declined, is listed nowhere, by the one listing rule there is (migration 0016:
-- profiles.awaiting_verification, read by server/policies.ts listedProfileSql and the summary
-- counts). The trigger function now also says "awaiting" for those admissions.
CREATE OR REPLACE FUNCTION profiles_awaiting_verification_compute() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.awaiting_verification := coalesce(NEW.admission IN ('waiting', 'declined'), false) OR EXISTS (
    SELECT 1 FROM "user" u WHERE u.id = NEW.user_id AND NOT u.email_verified
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER profiles_awaiting_verification_insert ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_awaiting_verification_insert BEFORE INSERT ON profiles
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL OR NEW.awaiting_verification OR NEW.admission IS NOT NULL)
  EXECUTE FUNCTION profiles_awaiting_verification_compute();
--> statement-breakpoint
DROP TRIGGER profiles_awaiting_verification_update ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_awaiting_verification_update BEFORE UPDATE OF user_id, awaiting_verification, admission ON profiles
  FOR EACH ROW WHEN (NEW.user_id IS DISTINCT FROM OLD.user_id
    OR NEW.awaiting_verification IS DISTINCT FROM OLD.awaiting_verification
    OR NEW.admission IS DISTINCT FROM OLD.admission)
  EXECUTE FUNCTION profiles_awaiting_verification_compute();
--> statement-breakpoint
-- Review finding L7 (decision 108): "joined" now follows the roll's link only. Each entry that
-- today counts as joined by a listed member's name, house and year is linked once, here, when
-- the entry and the member match each other only (server/modules/admission/roll-match.ts, the
-- same rule the roll import applies).
UPDATE school_roll r SET joined_user_id = p.user_id, updated_at = now()
  FROM profiles p
 WHERE r.joined_user_id IS NULL AND p.user_id IS NOT NULL AND NOT p.awaiting_verification
   AND lower(p.display_name) = lower(r.name) AND p.house = r.house AND p.graduation_year = r.year
   AND NOT EXISTS (SELECT 1 FROM school_roll o WHERE o.joined_user_id = p.user_id)
   AND (SELECT count(*) FROM school_roll r2 WHERE r2.joined_user_id IS NULL
         AND lower(r2.name) = lower(r.name) AND r2.house = r.house AND r2.year = r.year) = 1
   AND (SELECT count(*) FROM profiles p2 WHERE p2.user_id IS NOT NULL AND NOT p2.awaiting_verification
         AND lower(p2.display_name) = lower(r.name) AND p2.house = r.house AND p2.graduation_year = r.year) = 1;
