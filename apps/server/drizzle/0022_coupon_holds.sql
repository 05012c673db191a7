ALTER TABLE "orders" ADD COLUMN "coupon_held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id");