-- Hackathon judging (issue 29): projects, rounds the organiser opens and closes, a rubric of
-- criteria, round scores to one decimal, and votes that belong to the voting team.
CREATE TABLE "judging_rounds" (
	"round" integer PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_rounds_round_check" CHECK ("judging_rounds"."round" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "judging_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_criteria_position_check" CHECK ("judging_criteria"."position" between 1 and 6),
	CONSTRAINT "judging_criteria_weight_check" CHECK ("judging_criteria"."weight" between 1 and 100),
	CONSTRAINT "judging_criteria_name_length_check" CHECK (char_length("judging_criteria"."name") between 1 and 40),
	CONSTRAINT "judging_criteria_description_length_check" CHECK (char_length("judging_criteria"."description") <= 200)
);
--> statement-breakpoint
CREATE TABLE "team_projects" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"repository_url" text,
	"demo_url" text,
	"slides_url" text,
	"file_id" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_projects_title_length_check" CHECK (char_length("team_projects"."title") between 1 and 100),
	CONSTRAINT "team_projects_summary_length_check" CHECK (char_length("team_projects"."summary") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "votes" DROP CONSTRAINT "votes_voter_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "votes_one_per_voter_team";--> statement-breakpoint
ALTER TABLE "votes" ALTER COLUMN "voter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_evaluations" ALTER COLUMN "score" SET DATA TYPE numeric(3, 1);--> statement-breakpoint
-- A vote becomes its team's: the voter's current team; a voter in no team (or now in the team they
-- rated) casts no team's vote, and of two votes of one team for the same team the newest stays.
ALTER TABLE "votes" ADD COLUMN "voter_team_id" uuid;--> statement-breakpoint
UPDATE "votes" SET "voter_team_id" = tm."team_id" FROM "team_members" tm WHERE tm."user_id" = "votes"."voter_id";--> statement-breakpoint
DELETE FROM "votes" WHERE "voter_team_id" IS NULL OR "voter_team_id" = "team_id";--> statement-breakpoint
DELETE FROM "votes" v USING "votes" w
  WHERE v."voter_team_id" = w."voter_team_id" AND v."team_id" = w."team_id" AND (v."updated_at", v."id") < (w."updated_at", w."id");--> statement-breakpoint
ALTER TABLE "votes" ALTER COLUMN "voter_team_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_evaluations" ADD COLUMN "criteria_scores" jsonb;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "project_submission_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "blind_voting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "results_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "voting_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_projects" ADD CONSTRAINT "team_projects_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_projects" ADD CONSTRAINT "team_projects_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_projects" ADD CONSTRAINT "team_projects_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "judging_criteria_position_unique" ON "judging_criteria" USING btree ("position");--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_voter_team_id_teams_id_fk" FOREIGN KEY ("voter_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "votes_one_per_team_pair" ON "votes" USING btree ("voter_team_id","team_id");--> statement-breakpoint
CREATE INDEX "votes_voter_idx" ON "votes" USING btree ("voter_id");--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_not_own_team_check" CHECK ("votes"."voter_team_id" <> "votes"."team_id");--> statement-breakpoint
-- No rows are written here: a new database holds no event (a restore needs an empty one). All
-- three rounds are open and the rubric is the four equal criteria until a superadmin changes them;
-- the judging queries write those defaults on first use (modules/judging/judging.queries.ts).
-- Judges' screens and the public results are cached per node: a project, a round or a criterion
-- changed on any node empties them (hc_teams, as the teams they describe).
CREATE TRIGGER "team_projects_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "team_projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_channel"('hc_teams');--> statement-breakpoint
CREATE TRIGGER "judging_rounds_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "judging_rounds"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_channel"('hc_teams');--> statement-breakpoint
CREATE TRIGGER "judging_criteria_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "judging_criteria"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_channel"('hc_teams');--> statement-breakpoint
CREATE TRIGGER "team_projects_notify_reset" AFTER TRUNCATE ON "team_projects" FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_reset"();--> statement-breakpoint
CREATE TRIGGER "judging_rounds_notify_reset" AFTER TRUNCATE ON "judging_rounds" FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_reset"();--> statement-breakpoint
CREATE TRIGGER "judging_criteria_notify_reset" AFTER TRUNCATE ON "judging_criteria" FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_reset"();--> statement-breakpoint
-- A vote names its voting team: the team's ratings (kept per team) go stale with it; the voter may
-- be gone (null).
CREATE OR REPLACE FUNCTION "hc_notify_people"() RETURNS trigger AS $$
DECLARE
  person uuid;
  mentor uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP <> 'INSERT' AND OLD."mentor_id" IS NOT NULL THEN
      PERFORM pg_notify('hc_people', OLD."mentor_id"::text);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."mentor_id" IS NOT NULL THEN
      PERFORM pg_notify('hc_people', NEW."mentor_id"::text);
    END IF;
  ELSIF TG_TABLE_NAME = 'votes' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('hc_people', OLD."voter_team_id"::text);
      IF OLD."voter_id" IS NOT NULL THEN
        PERFORM pg_notify('hc_people', OLD."voter_id"::text);
      END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('hc_people', NEW."voter_team_id"::text);
      IF NEW."voter_id" IS NOT NULL THEN
        PERFORM pg_notify('hc_people', NEW."voter_id"::text);
      END IF;
    END IF;
    PERFORM pg_notify('hc_people', 'votes');
  ELSIF TG_TABLE_NAME IN ('judge_assignments', 'judge_evaluations') THEN
    PERFORM pg_notify('hc_people', CASE WHEN TG_OP = 'DELETE' THEN OLD."judge_id" ELSE NEW."judge_id" END::text);
  ELSE
    -- submissions and attendance: the person, and the mentor whose lists count their work.
    person := CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END;
    PERFORM pg_notify('hc_people', person::text);
    SELECT "mentor_id" INTO mentor FROM "users" WHERE "id" = person;
    IF mentor IS NOT NULL THEN
      PERFORM pg_notify('hc_people', mentor::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
