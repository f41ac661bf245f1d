-- What a write makes stale, said once, by the database, whatever code path made the change
-- (docs/decisions/0034). Every notification names one thing that changed, and a node drops only
-- the cached entries built from that thing (apps/server/src/cache/caches.ts):
--   hc_users   <user id>            a user row (account, score, role, mentor)
--   hc_people  <user id>            a person's own work, attendance, votes or judging; a
--                                   mentor whose people changed (assigned, renamed); a voting
--                                   team; a judge
--              face:<user id>       what others see of a person (name, email, picture, role,
--                                   type, active): member lists, dashboards
--              work:<mentor id>     a mentor's people's work or scores (their reports)
--              attendance:<mentor id>  a mentor's people's attendance (their reports and grid)
--   hc_teams   <team id>            a team, its members or its project
--              <user id>            a person who joined or left a team
--              votes:<team id>      the ratings a team received
--              open-teams           the teams with room or their number (a team created,
--                                   deleted, filled or no longer full)
--              problems             the problem statements (their text)
--              problem-choices      which teams chose which statement (their selection counts)
--              judging              the judging rounds and criteria
--   hc_tasks   ''                   the tasks
--   hc_config  ''                   the event's settings
-- Before this, hc_teams carried nothing and every node dropped every team-related entry on any
-- join anywhere.
CREATE OR REPLACE FUNCTION "hc_notify_team_row"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('hc_teams', OLD."id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('hc_teams', NEW."id"::text);
  END IF;
  IF TG_OP <> 'UPDATE' THEN
    PERFORM pg_notify('hc_teams', 'open-teams');
  END IF;
  -- How many teams chose each problem statement is counted from the teams.
  IF (CASE WHEN TG_OP = 'INSERT' THEN NEW."problem_statement_id" IS NOT NULL
           WHEN TG_OP = 'DELETE' THEN OLD."problem_statement_id" IS NOT NULL
           ELSE OLD."problem_statement_id" IS DISTINCT FROM NEW."problem_statement_id" END) THEN
    PERFORM pg_notify('hc_teams', 'problem-choices');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- TG_ARGV[0]: a team's most members (LIMITS.teamMaxMembers); a test holds the two together.
CREATE OR REPLACE FUNCTION "hc_notify_team_member"() RETURNS trigger AS $$
DECLARE
  most integer := TG_ARGV[0]::integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('hc_teams', OLD."team_id"::text);
    PERFORM pg_notify('hc_teams', OLD."user_id"::text);
    IF (SELECT count(*) FROM "team_members" WHERE "team_id" = OLD."team_id") = most - 1 THEN
      PERFORM pg_notify('hc_teams', 'open-teams');
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('hc_teams', NEW."team_id"::text);
    PERFORM pg_notify('hc_teams', NEW."user_id"::text);
    IF (SELECT count(*) FROM "team_members" WHERE "team_id" = NEW."team_id") = most THEN
      PERFORM pg_notify('hc_teams', 'open-teams');
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hc_notify_team_part"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('hc_teams', OLD."team_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('hc_teams', NEW."team_id"::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "teams_notify_change" ON "teams";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "team_members_notify_change" ON "team_members";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "team_projects_notify_change" ON "team_projects";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "problem_statements_notify_change" ON "problem_statements";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "judging_rounds_notify_change" ON "judging_rounds";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "judging_criteria_notify_change" ON "judging_criteria";
--> statement-breakpoint
CREATE TRIGGER "teams_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "teams"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_team_row"();
--> statement-breakpoint
CREATE TRIGGER "team_members_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "team_members"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_team_member"('6');
--> statement-breakpoint
CREATE TRIGGER "team_projects_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "team_projects"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_team_part"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hc_notify_named"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "problem_statements_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "problem_statements"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_named"('hc_teams', 'problems');
--> statement-breakpoint
CREATE TRIGGER "judging_rounds_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "judging_rounds"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_named"('hc_teams', 'judging');
--> statement-breakpoint
CREATE TRIGGER "judging_criteria_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "judging_criteria"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_named"('hc_teams', 'judging');
--> statement-breakpoint
-- Votes: the voter and the voting team (their own list) as before, and now the team rated
-- (`votes:<id>`: its totals) instead of "votes" (every list of every leader). A mentor's lists:
-- their grid goes only when what it shows changes (attendance, a name, an assignment); a
-- submission or a new score names `work:<mentor>`, for their reports. A person's face goes
-- with a rename, not a grade.
CREATE OR REPLACE FUNCTION "hc_notify_people"() RETURNS trigger AS $$
DECLARE
  person uuid;
  mentor uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    -- What others see of a person (a team's member list, a dashboard): `face:<id>`, only when
    -- it changes, not with every new score.
    IF TG_OP <> 'UPDATE' OR OLD."name" <> NEW."name" OR OLD."email" <> NEW."email"
       OR OLD."profile_picture" IS DISTINCT FROM NEW."profile_picture" OR OLD."role" <> NEW."role"
       OR OLD."participant_type" IS DISTINCT FROM NEW."participant_type" OR OLD."is_active" <> NEW."is_active" THEN
      PERFORM pg_notify('hc_people', 'face:' || CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END::text);
    END IF;
    IF TG_OP = 'UPDATE' AND OLD."mentor_id" IS NOT DISTINCT FROM NEW."mentor_id" AND OLD."name" = NEW."name"
       AND OLD."email" = NEW."email" AND OLD."is_active" = NEW."is_active" AND OLD."role" = NEW."role"
       AND OLD."participant_type" IS NOT DISTINCT FROM NEW."participant_type" THEN
      -- A new score (or a sign-in): the mentor's reports show it, their attendance grid does not.
      IF NEW."mentor_id" IS NOT NULL THEN
        PERFORM pg_notify('hc_people', 'work:' || NEW."mentor_id"::text);
      END IF;
    ELSE
      IF TG_OP <> 'INSERT' AND OLD."mentor_id" IS NOT NULL THEN
        PERFORM pg_notify('hc_people', OLD."mentor_id"::text);
      END IF;
      IF TG_OP <> 'DELETE' AND NEW."mentor_id" IS NOT NULL THEN
        PERFORM pg_notify('hc_people', NEW."mentor_id"::text);
      END IF;
    END IF;
  ELSIF TG_TABLE_NAME = 'votes' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('hc_people', OLD."voter_team_id"::text);
      IF OLD."voter_id" IS NOT NULL THEN
        PERFORM pg_notify('hc_people', OLD."voter_id"::text);
      END IF;
      PERFORM pg_notify('hc_teams', 'votes:' || OLD."team_id"::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('hc_people', NEW."voter_team_id"::text);
      IF NEW."voter_id" IS NOT NULL THEN
        PERFORM pg_notify('hc_people', NEW."voter_id"::text);
      END IF;
      PERFORM pg_notify('hc_teams', 'votes:' || NEW."team_id"::text);
    END IF;
  ELSIF TG_TABLE_NAME IN ('judge_assignments', 'judge_evaluations') THEN
    PERFORM pg_notify('hc_people', CASE WHEN TG_OP = 'DELETE' THEN OLD."judge_id" ELSE NEW."judge_id" END::text);
  ELSE
    -- submissions and attendance: the person, and the mentor whose lists count their work (a
    -- submission: `work:<mentor>`, their reports; attendance: `attendance:<mentor>`, their
    -- reports and their grid).
    person := CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END;
    PERFORM pg_notify('hc_people', person::text);
    SELECT "mentor_id" INTO mentor FROM "users" WHERE "id" = person;
    IF mentor IS NOT NULL THEN
      PERFORM pg_notify('hc_people', CASE WHEN TG_TABLE_NAME = 'submissions' THEN 'work:' ELSE 'attendance:' END || mentor::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
