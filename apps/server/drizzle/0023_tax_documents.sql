ALTER TABLE "orders" ADD COLUMN "tax_document" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_no" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_no_unique" UNIQUE("credit_note_no");