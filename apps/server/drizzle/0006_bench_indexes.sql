DROP INDEX "courses_status_rating_idx";--> statement-breakpoint
DROP INDEX "courses_status_price_idx";--> statement-breakpoint
CREATE INDEX "courses_status_rating_idx" ON "courses" USING btree ("status","rating_avg" DESC NULLS LAST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courses_status_price_idx" ON "courses" USING btree ("status","price_paise","created_at" DESC NULLS FIRST);