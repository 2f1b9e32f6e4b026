CREATE TABLE "policy_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"version" integer NOT NULL,
	"effective_on" date NOT NULL,
	"sections" jsonb NOT NULL,
	"sections_en" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "privacy_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "privacy_version" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_version_idx" ON "policy_documents" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_effective_idx" ON "policy_documents" USING btree ("kind","effective_on");