CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"mb_id" varchar(20) NOT NULL,
	"ip" varchar(45) NOT NULL,
	"area" varchar(20) NOT NULL,
	"action" varchar(30) NOT NULL,
	"resource" varchar(40) NOT NULL,
	"resource_id" varchar(40),
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_authenticators" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"enrolled_at" timestamp with time zone,
	"last_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_recovery_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "operator_role" varchar(20);--> statement-breakpoint
UPDATE "members" SET "operator_role" = 'owner' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "idle_minutes" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauth_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_authenticators" ADD CONSTRAINT "operator_authenticators_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("mb_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_area_idx" ON "audit_log" USING btree ("area","created_at");--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_member_idx" ON "operator_recovery_codes" USING btree ("member_id");