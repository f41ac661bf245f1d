-- Issue 30, item 4: a submission remembers whether it came after its task's due date (decided
-- when handed in, so moving a due date never re-marks old work), and the superadmin's switch
-- that hides tasks of days to come from participants (on by default, as the spec shows them).
ALTER TABLE "submissions" ADD COLUMN "is_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_config" ADD COLUMN "show_future_tasks" boolean DEFAULT true NOT NULL;