ALTER TABLE "orders" ADD COLUMN "carrier" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_no" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'delivered';