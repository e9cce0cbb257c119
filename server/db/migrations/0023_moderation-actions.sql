CREATE TABLE "member_suspensions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"suspended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "member_suspensions" ADD CONSTRAINT "member_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_suspensions" ADD CONSTRAINT "member_suspensions_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The directory's shared reads leave suspended members out (decision 112): a suspension set or
-- lifted on one server must reach every server's caches like a block does (migrations 0015, 0017).
CREATE TRIGGER member_suspensions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_suspensions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
