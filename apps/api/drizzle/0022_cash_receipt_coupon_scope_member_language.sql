ALTER TABLE "coupons" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "lang" varchar(2);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_type" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_number" varchar(20);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_receipt" CHECK (("orders"."cash_receipt_type" = 'none' and "orders"."cash_receipt_number" is null) or ("orders"."cash_receipt_type" in ('income', 'expense') and "orders"."cash_receipt_number" is not null));--> statement-breakpoint
-- Data (issue 19, item 13): the demo shop's "캔들 10%" coupon applies to candles only.
UPDATE "coupons" SET "category_id" = 1, "name_en" = 'Candles: 10% off (up to 5,000 KRW / $5)' WHERE "name" = '캔들 10% 할인 (최대 5,000원)' AND "category_id" IS NULL AND EXISTS (SELECT 1 FROM "categories" WHERE "id" = 1);
