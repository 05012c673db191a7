-- The price-high sort (dearest first, newest first among equal prices) read backwards along
-- courses_status_price_idx gets the oldest first among equal prices, so it sorted every course
-- of the top price for each page. This index is in that sort's own order.
CREATE INDEX "courses_status_price_desc_idx" ON "courses" USING btree ("status","price_paise" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);