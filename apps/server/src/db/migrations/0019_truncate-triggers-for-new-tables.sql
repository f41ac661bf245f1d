-- Migration 0018's tables announce a TRUNCATE (a restore with --force) like every other table
-- (test/truncate-notifications.test.ts), so no node goes on serving a replaced event.
CREATE TRIGGER "check_in_windows_notify_reset" AFTER TRUNCATE ON "check_in_windows" FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_reset"();--> statement-breakpoint
CREATE TRIGGER "certificates_notify_reset" AFTER TRUNCATE ON "certificates" FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_reset"();
