CREATE TABLE "paper_test_marks" (
	"test_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"marks" numeric(7, 2),
	"entered_by" uuid,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_test_marks_subject_id_student_id_pk" PRIMARY KEY("subject_id","student_id"),
	CONSTRAINT "paper_test_marks_not_negative" CHECK ("paper_test_marks"."marks" is null or "paper_test_marks"."marks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "paper_test_results" (
	"test_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"total" numeric(7, 2) NOT NULL,
	"percent" numeric(7, 2) NOT NULL,
	"rank" integer,
	CONSTRAINT "paper_test_results_test_id_student_id_pk" PRIMARY KEY("test_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "paper_test_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"max_marks" integer NOT NULL,
	CONSTRAINT "paper_test_subjects_max_positive" CHECK ("paper_test_subjects"."max_marks" > 0)
);
--> statement-breakpoint
CREATE TABLE "paper_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"held_on" date NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"average_percent" numeric(7, 2),
	"ranked" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paper_test_marks" ADD CONSTRAINT "paper_test_marks_test_id_paper_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."paper_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_test_marks" ADD CONSTRAINT "paper_test_marks_subject_id_paper_test_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."paper_test_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_test_marks" ADD CONSTRAINT "paper_test_marks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_test_marks" ADD CONSTRAINT "paper_test_marks_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_test_results" ADD CONSTRAINT "paper_test_results_test_id_paper_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."paper_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_test_results" ADD CONSTRAINT "paper_test_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_test_subjects" ADD CONSTRAINT "paper_test_subjects_test_id_paper_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."paper_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_tests" ADD CONSTRAINT "paper_tests_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_tests" ADD CONSTRAINT "paper_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_test_marks_test_idx" ON "paper_test_marks" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "paper_test_results_student_idx" ON "paper_test_results" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_test_subjects_position_idx" ON "paper_test_subjects" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "paper_tests_batch_held_idx" ON "paper_tests" USING btree ("batch_id","held_on");