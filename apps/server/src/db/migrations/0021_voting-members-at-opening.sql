ALTER TABLE "teams" ADD COLUMN "members_when_voting_opened" integer;--> statement-breakpoint
-- An event upgraded while voting is open: teams formed before it opened count their members as they are now.
UPDATE "teams" SET "members_when_voting_opened" = (SELECT count(*) FROM "team_members" m WHERE m."team_id" = "teams"."id")
WHERE EXISTS (SELECT 1 FROM "event_config" c WHERE c."voting_opened_at" IS NOT NULL AND "teams"."created_at" <= c."voting_opened_at");
