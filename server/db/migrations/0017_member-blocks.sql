CREATE TABLE "member_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_not_self" CHECK ("blocker_id" <> "blocked_id");
--> statement-breakpoint
-- The member lists a blocked member is shown are kept by the shared reads (decision 091): a block
-- must reach every server's caches like any change they read from (migration 0015).
CREATE TRIGGER member_blocks_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_blocks FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
