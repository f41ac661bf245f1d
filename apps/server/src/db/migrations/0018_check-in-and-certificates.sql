-- Issue 31: check-in windows (codes derived from each window's secret, decision 0030) and where
-- an attendance record came from; existing records a participant marked themselves are 'self'.
-- Issue 32: issued certificates, frozen when issued, and the superadmin's certificate rules.
CREATE TABLE "check_in_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opened_by" uuid NOT NULL,
	"for_everyone" boolean DEFAULT false NOT NULL,
	"date" date NOT NULL,
	"secret" "bytea" NOT NULL,
	"opens_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_windows_closes_after_opening_check" CHECK ("check_in_windows"."closes_at" > "check_in_windows"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"place" integer,
	"name" text NOT NULL,
	"college" text DEFAULT '' NOT NULL,
	"event_name" text NOT NULL,
	"event_dates" text NOT NULL,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('bootcamp-completion', 'hackathon-participation', 'hackathon-winner')),
	CONSTRAINT "certificates_place_check" CHECK ("certificates"."place" is null or "certificates"."place" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "source" text DEFAULT 'mentor' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_in_window_id" uuid;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "certificate_min_attendance_pct" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "certificate_min_graded_pct" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "certificate_hackathon_participation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "certificate_hackathon_winners" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_windows" ADD CONSTRAINT "check_in_windows_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_windows_date_idx" ON "check_in_windows" USING btree ("date","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_per_user_kind" ON "certificates" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "certificates_issued_at_idx" ON "certificates" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_in_window_id_check_in_windows_id_fk" FOREIGN KEY ("check_in_window_id") REFERENCES "public"."check_in_windows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_check_in_window_idx" ON "attendance" USING btree ("check_in_window_id");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_source_check" CHECK ("attendance"."source" in ('mentor', 'self', 'check-in'));--> statement-breakpoint
ALTER TABLE "event_config" ADD CONSTRAINT "event_config_certificate_pcts_check" CHECK ("event_config"."certificate_min_attendance_pct" between 0 and 100 and "event_config"."certificate_min_graded_pct" between 0 and 100);--> statement-breakpoint
UPDATE "attendance" SET "source" = 'self' WHERE "marked_by" = "user_id";
