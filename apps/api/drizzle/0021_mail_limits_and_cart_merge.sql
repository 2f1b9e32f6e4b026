ALTER TABLE "carts" ADD COLUMN "left_out" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "suppressed_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_guest_session_idx" ON "orders" USING btree ("guest_session_id") WHERE "orders"."guest_session_id" is not null;