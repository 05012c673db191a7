-- Each time a student opened a paid note (Admin > Downloads): who, which note, when, from where.
CREATE TABLE "note_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"note_id" uuid,
	"note_title" text NOT NULL,
	"file_name" text,
	"action" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "note_downloads" ADD CONSTRAINT "note_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_downloads" ADD CONSTRAINT "note_downloads_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_downloads_created_idx" ON "note_downloads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "note_downloads_user_idx" ON "note_downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "note_downloads_note_idx" ON "note_downloads" USING btree ("note_id","created_at");