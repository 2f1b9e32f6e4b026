CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"it_id" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"option" varchar(300) DEFAULT '' NOT NULL,
	"option_en" varchar(300) DEFAULT '' NOT NULL,
	"sku" varchar(60) NOT NULL,
	"unit_price" integer NOT NULL,
	"qty" integer NOT NULL,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_total" integer NOT NULL,
	CONSTRAINT "order_lines_qty_positive" CHECK ("order_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_member_id" integer,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"od_id" varchar(16) NOT NULL,
	"member_id" integer,
	"guest_session_id" varchar(64),
	"guest_password_hash" text,
	"idempotency_key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(20) NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"orderer_name" varchar(30) NOT NULL,
	"orderer_phone" varchar(20) NOT NULL,
	"orderer_email" varchar(100) NOT NULL,
	"recipient_name" varchar(30) NOT NULL,
	"recipient_phone" varchar(20) NOT NULL,
	"zonecode" varchar(5) NOT NULL,
	"address1" varchar(200) NOT NULL,
	"address2" varchar(200) DEFAULT '' NOT NULL,
	"memo" varchar(100) DEFAULT '' NOT NULL,
	"depositor_name" varchar(30),
	"goods_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer NOT NULL,
	"shipping_surcharge" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"total_amount" integer NOT NULL,
	"cart_line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pay_by" timestamp with time zone,
	"payment_key" varchar(200),
	"paid_at" timestamp with time zone,
	"deposit_account" jsonb,
	"refund_state" varchar(10),
	"agreed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_od_id_unique" UNIQUE("od_id"),
	CONSTRAINT "orders_payment_key_unique" UNIQUE("payment_key"),
	CONSTRAINT "orders_amounts" CHECK ("orders"."goods_amount" >= 0 and "orders"."discount_amount" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."shipping_surcharge" >= 0 and "orders"."points_used" >= 0 and "orders"."total_amount" >= 0),
	CONSTRAINT "orders_one_owner" CHECK ("orders"."member_id" is not null or "orders"."guest_password_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "product_shipping" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"mode" varchar(8) NOT NULL,
	"fee_krw" integer DEFAULT 0 NOT NULL,
	"fee_usd" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_shipping_mode" CHECK ("product_shipping"."mode" in ('free', 'fixed')),
	CONSTRAINT "product_shipping_fees" CHECK ("product_shipping"."fee_krw" >= 0 and "product_shipping"."fee_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"payment_key" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" varchar(16) NOT NULL,
	"order_name" varchar(200) NOT NULL,
	"amount" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"status" varchar(24) NOT NULL,
	"confirm_key" varchar(300),
	"charges" integer DEFAULT 0 NOT NULL,
	"due_date" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_policies" (
	"currency" varchar(3) PRIMARY KEY NOT NULL,
	"base_fee" integer NOT NULL,
	"free_over" integer NOT NULL,
	CONSTRAINT "shipping_policies_amounts" CHECK ("shipping_policies"."base_fee" >= 0 and "shipping_policies"."free_over" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_surcharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"postcode_from" varchar(5) NOT NULL,
	"postcode_to" varchar(5) NOT NULL,
	"fee_krw" integer NOT NULL,
	"fee_usd" integer NOT NULL,
	CONSTRAINT "shipping_surcharges_range" CHECK ("shipping_surcharges"."postcode_from" <= "shipping_surcharges"."postcode_to"),
	CONSTRAINT "shipping_surcharges_fees" CHECK ("shipping_surcharges"."fee_krw" >= 0 and "shipping_surcharges"."fee_usd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping" ADD CONSTRAINT "product_shipping_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."status" in ('awaiting_payment', 'awaiting_deposit');--> statement-breakpoint
-- The shop's shipping rules at launch (operators change them later): 3,000 KRW under 50,000 KRW,
-- 5.00 USD under 50.00 USD; Jeju and island surcharges, never waived by free shipping.
INSERT INTO "shipping_policies" ("currency", "base_fee", "free_over") VALUES ('krw', 3000, 50000), ('usd', 500, 5000);--> statement-breakpoint
INSERT INTO "shipping_surcharges" ("name", "name_en", "postcode_from", "postcode_to", "fee_krw", "fee_usd") VALUES
  ('제주', 'Jeju', '63000', '63644', 3000, 300),
  ('인천 옹진 도서', 'Ongjin islands (Incheon)', '23004', '23010', 5000, 500),
  ('인천 옹진 도서', 'Ongjin islands (Incheon)', '23100', '23136', 5000, 500),
  ('울릉도', 'Ulleungdo', '40200', '40240', 5000, 500),
  ('신안 도서', 'Sinan islands', '58800', '58866', 5000, 500);
