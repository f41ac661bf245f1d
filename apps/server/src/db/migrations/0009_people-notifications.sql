-- Nodes keep each person's own reads in memory (their submissions, a mentor's people and
-- attendance grid, a leader's ratings, a judge's teams). Channel hc_people names whose reads went
-- stale, on commit, whatever code path changed the rows (docs/decisions/0018): the person whose
-- work or attendance changed and their mentor; a mentor whose people changed (someone assigned,
-- moved, renamed or scored); a voter, and "votes" for everyone's totals; a judge. Row by row, so
-- each node drops only what went stale; PostgreSQL sends the same name once per transaction.
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
    PERFORM pg_notify('hc_people', CASE WHEN TG_OP = 'DELETE' THEN OLD."voter_id" ELSE NEW."voter_id" END::text);
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
--> statement-breakpoint
CREATE TRIGGER "users_notify_people" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_people"();
--> statement-breakpoint
CREATE TRIGGER "submissions_notify_people" AFTER INSERT OR UPDATE OR DELETE ON "submissions"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_people"();
--> statement-breakpoint
CREATE TRIGGER "attendance_notify_people" AFTER INSERT OR UPDATE OR DELETE ON "attendance"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_people"();
--> statement-breakpoint
CREATE TRIGGER "votes_notify_people" AFTER INSERT OR UPDATE OR DELETE ON "votes"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_people"();
--> statement-breakpoint
CREATE TRIGGER "judge_assignments_notify_people" AFTER INSERT OR UPDATE OR DELETE ON "judge_assignments"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_people"();
--> statement-breakpoint
CREATE TRIGGER "judge_evaluations_notify_people" AFTER INSERT OR UPDATE OR DELETE ON "judge_evaluations"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_people"();
