CREATE TABLE "roll_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"roll_entry_id" uuid NOT NULL,
	"inviter_id" text,
	"address_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"mail_id" uuid,
	"accepted_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roll_invitations_key_shape" CHECK (length(address_key) = 64 AND length(token_hash) = 64)
);
--> statement-breakpoint
CREATE TABLE "school_roll" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"house" text NOT NULL,
	"year" integer NOT NULL,
	"email" text,
	"date_of_birth" date,
	"admission_number" text,
	"joined_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roll_invitations" ADD CONSTRAINT "roll_invitations_roll_entry_id_school_roll_id_fk" FOREIGN KEY ("roll_entry_id") REFERENCES "public"."school_roll"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_invitations" ADD CONSTRAINT "roll_invitations_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_invitations" ADD CONSTRAINT "roll_invitations_mail_id_mail_log_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_invitations" ADD CONSTRAINT "roll_invitations_accepted_user_id_user_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_roll" ADD CONSTRAINT "school_roll_joined_user_id_user_id_fk" FOREIGN KEY ("joined_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roll_invitations_token_key" ON "roll_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "roll_invitations_address_idx" ON "roll_invitations" USING btree ("address_key","created_at");--> statement-breakpoint
CREATE INDEX "roll_invitations_entry_idx" ON "roll_invitations" USING btree ("roll_entry_id");--> statement-breakpoint
CREATE INDEX "roll_invitations_accepted_idx" ON "roll_invitations" USING btree ("accepted_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_roll_admission_number_key" ON "school_roll" USING btree ("admission_number") WHERE admission_number IS NOT NULL;--> statement-breakpoint
CREATE INDEX "school_roll_identity_idx" ON "school_roll" USING btree (lower("name"),"house","year");--> statement-breakpoint
CREATE INDEX "school_roll_year_idx" ON "school_roll" USING btree ("year");--> statement-breakpoint
CREATE INDEX "school_roll_house_idx" ON "school_roll" USING btree ("house");--> statement-breakpoint
CREATE UNIQUE INDEX "school_roll_joined_user_key" ON "school_roll" USING btree ("joined_user_id") WHERE joined_user_id IS NOT NULL;