CREATE TABLE "uploaded_file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "uploaded_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_file_chunks" ADD CONSTRAINT "uploaded_file_chunks_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A restore with --force announces the emptied table like every other (test/truncate-notifications.test.ts).
CREATE TRIGGER "uploaded_file_chunks_notify_reset" AFTER TRUNCATE ON "uploaded_file_chunks" FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_reset"();--> statement-breakpoint
-- Project and submission files stored before: their bytes move into 64 KB chunks, so reading one
-- no longer takes one huge statement (avatars, a few KB each, keep theirs in "data").
INSERT INTO "uploaded_file_chunks" ("file_id", "seq", "data")
SELECT f."id", g.n, substring(f."data" FROM g.n * 65536 + 1 FOR 65536)
FROM "uploaded_files" f
CROSS JOIN LATERAL generate_series(0, greatest(length(f."data") - 1, 0) / 65536) AS g(n)
WHERE f."data" IS NOT NULL
  AND (EXISTS (SELECT 1 FROM "team_projects" p WHERE p."file_id" = f."id") OR EXISTS (SELECT 1 FROM "submissions" s WHERE s."file_id" = f."id"));--> statement-breakpoint
UPDATE "uploaded_files" f SET "data" = NULL
WHERE f."data" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "uploaded_file_chunks" c WHERE c."file_id" = f."id");
