CREATE TABLE "job_interests" (
	"job_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_interests_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "alumni_cup_settings" ADD COLUMN "job_points" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_interests" ADD CONSTRAINT "job_interests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interests" ADD CONSTRAINT "job_interests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_interests_user_idx" ON "job_interests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "alumni_cup_settings" ADD CONSTRAINT "alumni_cup_settings_job_points_check" CHECK (job_points BETWEEN 0 AND 100);--> statement-breakpoint
-- Interest in a job feeds the Alumni Cup on /house-cup, a shared read (decision 119, migration 0015).
CREATE TRIGGER job_interests_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_interests FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
