-- A subscriber cancels at the period's end or resumes from /account (docs/decisions/209). Existing
-- subscriptions have no period end recorded (Stripe's next subscription event records it) and renew.
ALTER TABLE `orders` ADD `period_ends_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancels_at_period_end` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_requested_at` integer;