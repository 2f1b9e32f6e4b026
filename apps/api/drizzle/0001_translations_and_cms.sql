CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(200) NOT NULL,
	"template" jsonb NOT NULL,
	"link" text,
	"closable" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "translation_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(5) NOT NULL,
	"source" text NOT NULL,
	"translated" text,
	"origin" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "translation_terms_locale_source_idx" ON "translation_terms" USING btree ("locale","source");--> statement-breakpoint
CREATE INDEX "translation_terms_locale_updated_idx" ON "translation_terms" USING btree ("locale","updated_at");