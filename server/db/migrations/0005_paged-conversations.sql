CREATE TABLE "conversations" (
	"member_id" text NOT NULL,
	"other_id" text NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversations_member_id_other_id_pk" PRIMARY KEY("member_id","other_id")
);
--> statement-breakpoint
DROP INDEX "messages_recipient_unread_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_other_id_user_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_member_last_idx" ON "conversations" USING btree ("member_id","last_at","last_message_id");--> statement-breakpoint
CREATE INDEX "messages_unread_pair_idx" ON "messages" USING btree ("recipient_id","sender_id") WHERE NOT is_read;--> statement-breakpoint
CREATE INDEX "messages_pair_created_idx" ON "messages" USING btree (least("sender_id", "recipient_id"),greatest("sender_id", "recipient_id"),"created_at","id");