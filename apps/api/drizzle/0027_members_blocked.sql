ALTER TABLE "members" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "blocked_reason" varchar(200);