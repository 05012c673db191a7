CREATE TABLE "mock_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"chosen_option" smallint,
	"marked_for_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mock_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_no" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"score" real,
	"max_score" real DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"unattempted_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"text" text NOT NULL,
	"options" text[] NOT NULL,
	"correct_option" smallint NOT NULL,
	"topic" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"title" text NOT NULL,
	"marks_per_question" numeric(8, 4) NOT NULL,
	"negative_marks" numeric(8, 4) DEFAULT 0 NOT NULL,
	"time_limit_minutes" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"program" text NOT NULL,
	"subject" text NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"course_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_attempt_id_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mock_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_question_id_mock_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."mock_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_test_id_mock_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_questions" ADD CONSTRAINT "mock_questions_test_id_mock_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_questions" ADD CONSTRAINT "mock_questions_section_id_mock_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."mock_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_sections" ADD CONSTRAINT "mock_sections_test_id_mock_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_answers_question_idx" ON "mock_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_user_no_idx" ON "mock_attempts" USING btree ("test_id","user_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_open_idx" ON "mock_attempts" USING btree ("test_id","user_id") WHERE "mock_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "mock_attempts_test_first_idx" ON "mock_attempts" USING btree ("test_id","attempt_no","score");--> statement-breakpoint
CREATE INDEX "mock_attempts_user_idx" ON "mock_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "mock_questions_section_idx" ON "mock_questions" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "mock_sections_test_idx" ON "mock_sections" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "mock_tests_status_program_idx" ON "mock_tests" USING btree ("status","program");--> statement-breakpoint
CREATE INDEX "mock_tests_course_idx" ON "mock_tests" USING btree ("course_id");