CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_user_id" text NOT NULL,
	"chapter_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reporter_subject_key" UNIQUE("reporter_id","subject_kind","subject_id"),
	CONSTRAINT "reports_subject_kind_check" CHECK (subject_kind IN ('message', 'profile', 'job', 'event', 'mentoring_request')),
	CONSTRAINT "reports_reason_check" CHECK (reason IN ('spam', 'harassment', 'false_information', 'impersonation', 'other')),
	CONSTRAINT "reports_status_check" CHECK (status IN ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_subject_user_idx" ON "reports" USING btree ("subject_user_id","created_at");