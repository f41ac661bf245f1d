DROP INDEX "certificates_one_per_user_kind";--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "show_participant_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "replaced_by_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaced_by_id_certificates_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_per_user_kind" ON "certificates" USING btree ("user_id","kind") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
-- Phone numbers are kept in E.164 from now on (contract phone.ts, toE164): the ones stored before
-- get the same treatment here, with the event's country code for a number typed without one. A
-- value that would not make a valid number is left as it was.
UPDATE "users" AS u SET "mobile" = n.e164
FROM (
  SELECT "id", CASE
    WHEN btrim("mobile") LIKE '+%' THEN '+' || regexp_replace("mobile", '[^0-9]', '', 'g')
    WHEN regexp_replace("mobile", '[^0-9]', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("mobile", '[^0-9]', '', 'g'), 3)
    ELSE coalesce((SELECT "phone_country_code" FROM "event_config" WHERE "id" = 1), '+91') || regexp_replace(regexp_replace("mobile", '[^0-9]', '', 'g'), '^0', '')
  END AS e164
  FROM "users" WHERE "mobile" IS NOT NULL AND "mobile" <> ''
) AS n
WHERE u."id" = n."id" AND n.e164 ~ '^\+[1-9][0-9]{7,14}$' AND u."mobile" IS DISTINCT FROM n.e164;
