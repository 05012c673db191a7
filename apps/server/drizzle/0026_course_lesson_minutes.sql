ALTER TABLE "courses" ADD COLUMN "lesson_minutes" integer;--> statement-breakpoint
-- The courses saved before: their lessons' lengths added up, as courses/content.ts does.
UPDATE "courses" SET "lesson_minutes" = "sums"."minutes"
FROM (
  SELECT "c"."id", CASE WHEN count(*) > 0 AND bool_and(coalesce(("l"."lesson"->>'duration')::numeric, 0) > 0)
    THEN ceil(sum(("l"."lesson"->>'duration')::numeric) / 60)::integer END AS "minutes"
  FROM "courses" "c"
  CROSS JOIN LATERAL jsonb_array_elements("c"."content") AS "item"("value")
  CROSS JOIN LATERAL (
    SELECT "item"."value"->'video' WHERE "item"."value"->>'type' = 'video'
    UNION ALL
    SELECT jsonb_array_elements("item"."value"->'videos') WHERE "item"."value"->>'type' = 'playlist'
  ) AS "l"("lesson")
  GROUP BY "c"."id"
) AS "sums"
WHERE "courses"."id" = "sums"."id";
