CREATE TABLE "death_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid,
	"subject_user_id" text,
	"subject_name" text NOT NULL,
	"reporter_id" text,
	"note" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "death_notices_status_check" CHECK (status IN ('open', 'confirmed', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "in_memoriam_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "year_of_death" integer;--> statement-breakpoint
ALTER TABLE "death_notices" ADD CONSTRAINT "death_notices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "death_notices" ADD CONSTRAINT "death_notices_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "death_notices" ADD CONSTRAINT "death_notices_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "death_notices_open_key" ON "death_notices" USING btree ("reporter_id","profile_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "death_notices_status_created_idx" ON "death_notices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "death_notices_confirmed_user_idx" ON "death_notices" USING btree ("subject_user_id") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "death_notices_profile_idx" ON "death_notices" USING btree ("profile_id");