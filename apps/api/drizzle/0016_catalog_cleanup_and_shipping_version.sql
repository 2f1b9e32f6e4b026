DROP TABLE "product_search_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "shipping_policies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;