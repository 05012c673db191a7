-- Manage Students at scale: trigram indexes for its `%…%` search in names and phone numbers,
-- the name index in the order of the name sort, and user counts kept by triggers so a page does
-- not count every student. pg_trgm is a trusted extension: the database owner may create it
-- without being a superuser (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "user_counts" (
	"role" integer NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "user_counts_role_status_pk" PRIMARY KEY("role","status")
);
--> statement-breakpoint
DROP INDEX "users_name_lower_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
-- Inserts and deletes are counted once a statement (a bulk insert is one upsert). A change of
-- role or status moves one user between two counts in one upsert, in key order: transactions
-- moving users in opposite directions (suspend, reactivate) lock the counts in the same order and
-- cannot deadlock.
CREATE FUNCTION "user_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts AS c (role, status, n)
      SELECT role, status, count(*) FROM new_rows GROUP BY role, status ORDER BY role, status
      ON CONFLICT (role, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO user_counts AS c (role, status, n)
      SELECT role, status, -count(*) FROM old_rows GROUP BY role, status ORDER BY role, status
      ON CONFLICT (role, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "user_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (role, status, n)
    SELECT role, status, n FROM (VALUES (OLD.role, OLD.status, -1), (NEW.role, NEW.status, 1))
      AS moved (role, status, n)
    ORDER BY role, status
    ON CONFLICT (role, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_add"();--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_add"();--> statement-breakpoint
CREATE TRIGGER "users_count_move" AFTER UPDATE OF "role", "status" ON "users" FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "user_counts_move"();--> statement-breakpoint
INSERT INTO "user_counts" ("role", "status", "n") SELECT "role", "status", count(*) FROM "users" GROUP BY "role", "status";
