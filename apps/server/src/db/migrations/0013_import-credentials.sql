-- An import's temporary passwords, sealed (AES-256-GCM) for the superadmin who ran it, for at most
-- 24 hours (modules/imports/kept-credentials.service.ts, docs/decisions/0015). Never in a backup.
CREATE TABLE "import_credentials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"count" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_credentials" ADD CONSTRAINT "import_credentials_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_credentials_owner_idx" ON "import_credentials" USING btree ("owner_id");--> statement-breakpoint
-- Every table announces a TRUNCATE (0011, docs/decisions/0024).
CREATE TRIGGER "import_credentials_notify_reset" AFTER TRUNCATE ON "import_credentials" FOR EACH STATEMENT EXECUTE FUNCTION "hc_notify_reset"();
