-- The school classes a course is for, so a search for "Class 10" finds the Class 10 courses and
-- not every course with a "10" in its text (courses/classes.ts keeps it for new and saved courses).
ALTER TABLE "courses" ADD COLUMN "classes" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_classes_idx" ON "courses" USING gin ("classes");--> statement-breakpoint
-- Existing courses by the service's rule: the classes their title or tags name, else every class
-- of their programs.
UPDATE "courses" SET "classes" = coalesce(
  (
    SELECT array_agg(DISTINCT n ORDER BY n)
    FROM (
      SELECT coalesce(m[1], m[2])::int AS n
      FROM regexp_matches(
        "title" || ' ' || array_to_string("tags", ' '),
        '\m(?:class[\s-]*(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th))\M',
        'gi'
      ) AS m
    ) AS named
    WHERE n BETWEEN 1 AND 12
  ),
  (
    SELECT array_agg(DISTINCT g ORDER BY g)
    FROM unnest("programs") AS p,
      generate_series(
        substring(p FROM '^class-(\d+)-\d+$')::int,
        substring(p FROM '^class-\d+-(\d+)$')::int
      ) AS g
    WHERE p ~ '^class-\d+-\d+$'
  ),
  '{}'
)::smallint[];
