CREATE TABLE "homework" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"title" text NOT NULL,
	"instructions" text NOT NULL,
	"file_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"cutoff_at" timestamp with time zone,
	"max_marks" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_max_marks_positive" CHECK ("homework"."max_marks" > 0),
	CONSTRAINT "homework_cutoff_after_due" CHECK ("homework"."cutoff_at" is null or "homework"."cutoff_at" > "homework"."due_at")
);
--> statement-breakpoint
CREATE TABLE "homework_photos" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"homework_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"late" boolean NOT NULL,
	"pdf_id" uuid,
	"marks" numeric(7, 2),
	"comment" text,
	"returned_by" uuid,
	"returned_at" timestamp with time zone,
	CONSTRAINT "homework_submissions_marks_not_negative" CHECK ("homework_submissions"."marks" is null or "homework_submissions"."marks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_photos" ADD CONSTRAINT "homework_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_photos" ADD CONSTRAINT "homework_photos_submission_id_homework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."homework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_pdf_id_stored_files_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_batch_due_idx" ON "homework" USING btree ("batch_id","due_at");--> statement-breakpoint
CREATE INDEX "homework_photos_submission_idx" ON "homework_photos" USING btree ("submission_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submissions_student_idx" ON "homework_submissions" USING btree ("homework_id","student_id");--> statement-breakpoint
CREATE INDEX "homework_submissions_student_time_idx" ON "homework_submissions" USING btree ("student_id","submitted_at");