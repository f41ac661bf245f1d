DROP INDEX "users_leaderboard_idx";--> statement-breakpoint
DROP INDEX "users_participant_rank_idx";--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
-- Room on every page for a score rewrite to stay on its page (a HOT update, no index entries).
-- Pages written before this keep their old packing until rows move; no rewrite here, which would
-- lock the table.
ALTER TABLE "users" SET (fillfactor = 80);
