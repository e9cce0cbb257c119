CREATE TABLE "event_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"registration_id" uuid,
	"walk_in_name" text,
	"checked_in_by" text,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_check_ins_ticket_or_walk_in" CHECK ((registration_id IS NOT NULL) <> (walk_in_name IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "event_door_volunteers" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_door_volunteers_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_door_volunteers" ADD CONSTRAINT "event_door_volunteers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_door_volunteers" ADD CONSTRAINT "event_door_volunteers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_door_volunteers" ADD CONSTRAINT "event_door_volunteers_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_check_ins_registration_key" ON "event_check_ins" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "event_check_ins_event_idx" ON "event_check_ins" USING btree ("event_id","checked_in_at");--> statement-breakpoint
CREATE INDEX "event_door_volunteers_user_idx" ON "event_door_volunteers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "privacy_settings" SET DEFAULT '{"show_in_directory":true,"show_contact_info":false,"show_graduation_year":true,"allow_messages":true,"show_events_attended":false}'::jsonb;
