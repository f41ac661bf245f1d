-- Nodes keep what team formation shows everyone in memory (the teams with room, the pages of
-- problem statements with their selection counts); any change to a team, a membership or a
-- problem statement tells every node through LISTEN, on commit, whatever code path made it
-- (docs/decisions/0018). Per statement: a bulk import or restore says so once.
CREATE OR REPLACE FUNCTION "hc_notify_team_change"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hc_teams', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "teams_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "teams"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_team_change"();
--> statement-breakpoint
CREATE TRIGGER "team_members_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_team_change"();
--> statement-breakpoint
CREATE TRIGGER "problem_statements_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "problem_statements"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_team_change"();
--> statement-breakpoint
-- The task list is the same for every participant and changes a few times a day.
CREATE OR REPLACE FUNCTION "hc_notify_task_change"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hc_tasks', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "tasks_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_task_change"();
