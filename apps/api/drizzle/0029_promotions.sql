CREATE TABLE "point_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"earn_percent" integer NOT NULL,
	"min_balance" integer NOT NULL,
	"min_order" integer NOT NULL,
	"unit" integer NOT NULL,
	"max_share_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_policy_one" CHECK ("point_policy"."id" = 1),
	CONSTRAINT "point_policy_earn" CHECK ("point_policy"."earn_percent" between 0 and 100),
	CONSTRAINT "point_policy_share" CHECK ("point_policy"."max_share_percent" between 1 and 100),
	CONSTRAINT "point_policy_unit" CHECK ("point_policy"."unit" >= 1),
	CONSTRAINT "point_policy_minimums" CHECK ("point_policy"."min_balance" >= 0 and "point_policy"."min_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "code" varchar(30);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "code_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "source" varchar(10) DEFAULT 'operator' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "member_coupons_coupon_idx" ON "member_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_code_once" ON "member_coupons" USING btree ("coupon_id","member_id") WHERE "member_coupons"."source" = 'code';--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_code_limit" CHECK ("coupons"."code_limit" is null or "coupons"."code_limit" > 0);--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_source" CHECK ("member_coupons"."source" in ('signup', 'operator', 'code'));--> statement-breakpoint
-- hand-written
UPDATE "member_coupons" SET "source" = 'signup' WHERE "coupon_id" IN (SELECT "id" FROM "coupons" WHERE "issue_on" = 'signup');
