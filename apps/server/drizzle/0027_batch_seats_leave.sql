ALTER TABLE "batch_members" DROP CONSTRAINT "batch_members_batch_id_student_id_pk";--> statement-breakpoint
ALTER TABLE "batch_members" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_members" ADD COLUMN "left_on" date;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_members_current_idx" ON "batch_members" USING btree ("batch_id","student_id") WHERE "batch_members"."left_on" is null;