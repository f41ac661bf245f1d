-- Trigram indexes serve the screens' "contains" searches (names, emails, team names, titles)
-- without reading every row. pg_trgm ships with PostgreSQL (contrib) and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "problem_statements_title_trgm_idx" ON "problem_statements" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin ("name" gin_trgm_ops);