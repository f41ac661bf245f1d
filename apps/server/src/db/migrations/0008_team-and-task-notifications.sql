-- Nodes keep what everyone sees in memory: the teams with room and the pages of problem
-- statements with their selection counts (channel hc_teams), the task lists (hc_tasks). Any
-- change to those tables tells every node through LISTEN, on commit, whatever code path made it
-- (docs/decisions/0018). Per statement: a bulk import or restore says so once. One function
-- serves every table: the trigger names its channel.
CREATE OR REPLACE FUNCTION "hc_notify_channel"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "teams_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "teams"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_channel"('hc_teams');
--> statement-breakpoint
CREATE TRIGGER "team_members_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_channel"('hc_teams');
--> statement-breakpoint
CREATE TRIGGER "problem_statements_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "problem_statements"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_channel"('hc_teams');
--> statement-breakpoint
CREATE TRIGGER "tasks_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_channel"('hc_tasks');
