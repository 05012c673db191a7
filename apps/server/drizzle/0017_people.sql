-- Issue 21: a student's parent code, which a parent enters to link themselves to that child.
CREATE TABLE "parent_codes" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "parent_codes" ADD CONSTRAINT "parent_codes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_codes" ADD CONSTRAINT "parent_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;