-- An admin's refund asked of Stripe (docs/decisions/205): the order stays paid until Stripe's
-- charge.refunded reaches the webhook, and the orders page says a refund is on its way meanwhile.
-- Existing orders have none.
ALTER TABLE `orders` ADD `refund_requested_at` integer;
