ALTER TABLE "mail_log" ADD COLUMN "handed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "send_key" text;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "audience" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_send_key" ON "newsletter_issues" USING btree ("send_key");