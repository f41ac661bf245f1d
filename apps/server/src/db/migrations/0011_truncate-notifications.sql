-- Row triggers (0005, 0008, 0009) announce each changed row, but TRUNCATE fires none: a restore
-- with --force empties every table and would leave running nodes serving the old event from
-- memory. A statement-level trigger on every table announces hc_reset instead, on commit, and
-- every node drops all it holds (docs/decisions/0024). test/truncate-notifications.test.ts
-- checks that every table has it, so a table added later cannot be forgotten.
CREATE OR REPLACE FUNCTION "hc_notify_reset"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hc_reset', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_reset"()', t || '_notify_reset', t);
  END LOOP;
END;
$$;
