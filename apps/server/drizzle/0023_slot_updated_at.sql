ALTER TABLE "timetable_slots" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A slot made before this column was last changed, as far as anyone knows, when it was made.
UPDATE "timetable_slots" SET "updated_at" = "created_at";
