CREATE TABLE "doubt_photos" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doubt_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doubt_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doubts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"batch_id" uuid,
	"subject" text,
	"course_id" uuid,
	"lesson_id" text,
	"question_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"replied" boolean DEFAULT false NOT NULL,
	"first_answered_at" timestamp with time zone,
	"first_answered_by" uuid,
	"solved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doubt_photos" ADD CONSTRAINT "doubt_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubt_photos" ADD CONSTRAINT "doubt_photos_post_id_doubt_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."doubt_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubt_posts" ADD CONSTRAINT "doubt_posts_doubt_id_doubts_id_fk" FOREIGN KEY ("doubt_id") REFERENCES "public"."doubts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubt_posts" ADD CONSTRAINT "doubt_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubts" ADD CONSTRAINT "doubts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubts" ADD CONSTRAINT "doubts_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubts" ADD CONSTRAINT "doubts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubts" ADD CONSTRAINT "doubts_question_id_mock_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."mock_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubts" ADD CONSTRAINT "doubts_first_answered_by_users_id_fk" FOREIGN KEY ("first_answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doubt_photos_post_idx" ON "doubt_photos" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "doubt_posts_doubt_idx" ON "doubt_posts" USING btree ("doubt_id","created_at");--> statement-breakpoint
CREATE INDEX "doubts_batch_status_created_idx" ON "doubts" USING btree ("batch_id","status","created_at");--> statement-breakpoint
CREATE INDEX "doubts_student_created_idx" ON "doubts" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "doubts_lesson_idx" ON "doubts" USING btree ("course_id","lesson_id") WHERE "doubts"."status" = 'solved';--> statement-breakpoint
CREATE INDEX "doubts_question_idx" ON "doubts" USING btree ("question_id") WHERE "doubts"."status" = 'solved';--> statement-breakpoint
CREATE INDEX "doubts_first_answered_idx" ON "doubts" USING btree ("first_answered_by","first_answered_at");