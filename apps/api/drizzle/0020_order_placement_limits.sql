CREATE TABLE "order_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" varchar(20) NOT NULL,
	"session_id" varchar(64),
	"member_id" integer,
	"ip" varchar(45) NOT NULL,
	"qty" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_address_key" varchar(64);--> statement-breakpoint
CREATE INDEX "order_refusals_created_idx" ON "order_refusals" USING btree ("created_at");