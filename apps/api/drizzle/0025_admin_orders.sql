ALTER TABLE "orders" ADD COLUMN "admin_memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_method_created_idx" ON "orders" USING btree ("payment_method","created_at");--> statement-breakpoint
CREATE INDEX "orders_orderer_name_idx" ON "orders" USING btree ("orderer_name");--> statement-breakpoint
CREATE INDEX "orders_orderer_phone_idx" ON "orders" USING btree ("orderer_phone");--> statement-breakpoint
CREATE INDEX "orders_recipient_name_idx" ON "orders" USING btree ("recipient_name");--> statement-breakpoint
CREATE INDEX "orders_recipient_phone_idx" ON "orders" USING btree ("recipient_phone");