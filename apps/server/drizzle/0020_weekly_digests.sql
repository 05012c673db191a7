-- Issue 21: the parents' weekly digest, queued once per parent and week.
CREATE TABLE "weekly_digests" (
	"parent_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_digests_parent_id_week_start_pk" PRIMARY KEY("parent_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;