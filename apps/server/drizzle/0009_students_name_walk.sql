-- A broad students search reads its page off the name index, keeping the students that match
-- (decisions.md §32). With the name, phone, role and status stored beside its keys, the index
-- answers that walk alone (an index-only scan) instead of visiting the table for every student
-- it passes. Drizzle cannot declare INCLUDE columns: the schema keeps the keys, this adds the rest.
DROP INDEX "users_name_lower_idx";--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"),"id") INCLUDE ("name","phone","role","status");
