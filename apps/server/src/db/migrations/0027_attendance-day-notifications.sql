-- A mentor's attendance grid is kept in memory and patched in place (modules/attendance/
-- grid-boards.ts, decision 0042): a change to their people's records names the date it touched,
-- `attendance-day:<mentor id>:<date>` on hc_people, so a node reads that one day of that one
-- mentor again instead of their whole share. Everything else is as migration 0024 wrote it.
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
    -- reports and their grid, and `attendance-day:<mentor>:<date>` for each date touched).
    person := CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END;
    PERFORM pg_notify('hc_people', person::text);
    SELECT "mentor_id" INTO mentor FROM "users" WHERE "id" = person;
    IF mentor IS NOT NULL THEN
      PERFORM pg_notify('hc_people', CASE WHEN TG_TABLE_NAME = 'submissions' THEN 'work:' ELSE 'attendance:' END || mentor::text);
      IF TG_TABLE_NAME = 'attendance' THEN
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('hc_people', 'attendance-day:' || mentor::text || ':' || OLD."date"::text);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM pg_notify('hc_people', 'attendance-day:' || mentor::text || ':' || NEW."date"::text);
        END IF;
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
