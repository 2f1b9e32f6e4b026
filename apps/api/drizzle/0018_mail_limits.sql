ALTER TABLE "mail_outbox" ADD COLUMN "suppressed_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;