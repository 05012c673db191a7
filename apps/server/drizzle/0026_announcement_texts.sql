CREATE TABLE "announcement_texts" (
	"author_id" uuid NOT NULL,
	"day" date NOT NULL,
	"texts" integer NOT NULL,
	CONSTRAINT "announcement_texts_author_id_day_pk" PRIMARY KEY("author_id","day")
);
--> statement-breakpoint
ALTER TABLE "announcement_texts" ADD CONSTRAINT "announcement_texts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;