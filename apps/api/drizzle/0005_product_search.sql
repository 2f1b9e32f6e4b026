CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"names" text NOT NULL,
	"body" text NOT NULL,
	"choseong" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search_tokens" (
	"token" varchar(8) NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_search_tokens_token_product_id_pk" PRIMARY KEY("token","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_tokens" ADD CONSTRAINT "product_search_tokens_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_tokens_product_idx" ON "product_search_tokens" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");