CREATE INDEX "orders_day_figures_idx" ON "orders" USING btree ("created_at","currency","status");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","currency","status","total_amount") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_refund_failed_idx" ON "orders" USING btree ("id") WHERE "orders"."refund_state" = 'failed';