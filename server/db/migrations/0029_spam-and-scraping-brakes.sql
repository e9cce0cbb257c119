CREATE TABLE "read_brake_refusals" (
	"client_key" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"address" text,
	"refused" integer DEFAULT 0 NOT NULL,
	"first_refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "first_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "new_conversations_per_day" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "new_account_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "new_account_conversations_per_day" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "directory_reads_per_hour" integer DEFAULT 600 NOT NULL;