ALTER TABLE "event_config" ALTER COLUMN "public_dates" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "event_config" ALTER COLUMN "public_dates" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ALTER COLUMN "countdown_target" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "event_config" ALTER COLUMN "countdown_target" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "phone_country_code" text DEFAULT '+91' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "public_url" text;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "landing" jsonb;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
-- A date line or countdown that says what the start date already gives is no override: it follows the dates from now on.
UPDATE "event_config" SET "public_dates" = NULL
  WHERE "public_dates" = to_char("start_date", 'FMMonth DD') || '-' || to_char("start_date" + 11, 'DD, YYYY')
    AND to_char("start_date", 'YYYY-MM') = to_char("start_date" + 11, 'YYYY-MM');--> statement-breakpoint
UPDATE "event_config" SET "countdown_target" = NULL WHERE "countdown_target" = "start_date" + interval '10 days 10 hours';--> statement-breakpoint
-- Accounts that already chose their own password have joined; those still on a temporary one have not.
UPDATE "users" SET "joined_at" = "created_at" WHERE "must_change_password" = false;
