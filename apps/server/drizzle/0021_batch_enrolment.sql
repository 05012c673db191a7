-- Issue 21: a batch students may join themselves.
ALTER TABLE "batches" ADD COLUMN "enrolment_open" boolean DEFAULT false NOT NULL;