-- Every node keeps users, sessions and the event settings in memory; these triggers tell every
-- node (through LISTEN) about each change, from the transaction that makes it, delivered on
-- commit. No code path can change a row and forget to say so (docs/decisions/0018).
CREATE OR REPLACE FUNCTION "hc_notify_user_change"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hc_users', OLD."id"::text);
  ELSE
    PERFORM pg_notify('hc_users', NEW."id"::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- New people too: the leaderboard and its counts change when someone registers.
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_user_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hc_notify_session_change"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hc_sessions', OLD."id"::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "hc_notify_session_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hc_notify_config_change"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hc_config', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "event_config_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "event_config"
  FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_config_change"();
