CREATE TABLE "store_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"store" varchar(60) NOT NULL,
	"store_en" varchar(60) NOT NULL,
	"receipt_no" varchar(40) NOT NULL,
	"items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_total" CHECK ("store_orders"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_orders_member_idx" ON "store_orders" USING btree ("member_id","purchased_at");