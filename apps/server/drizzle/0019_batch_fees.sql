-- Issue 21: a batch's fee as instalments; an order may pay one; reminders at most daily.
CREATE TABLE "batch_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"label" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_instalments_amount_positive" CHECK ("batch_instalments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "instalment_reminders" (
	"instalment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"reminded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalment_reminders_instalment_id_student_id_pk" PRIMARY KEY("instalment_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_one_item_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalment_id" uuid;--> statement-breakpoint
ALTER TABLE "batch_instalments" ADD CONSTRAINT "batch_instalments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_reminders" ADD CONSTRAINT "instalment_reminders_instalment_id_batch_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."batch_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_reminders" ADD CONSTRAINT "instalment_reminders_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_instalments_batch_due_idx" ON "batch_instalments" USING btree ("batch_id","due_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instalment_id_batch_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."batch_instalments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_user_instalment_idx" ON "orders" USING btree ("user_id","instalment_id") WHERE "orders"."status" in ('created', 'paid');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_one_item_check" CHECK (num_nonnulls("orders"."course_id", "orders"."note_id", "orders"."instalment_id") = 1);