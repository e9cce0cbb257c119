ALTER TABLE "profiles" ADD COLUMN "details_confirmed_at" timestamp with time zone;
