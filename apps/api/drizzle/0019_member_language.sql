ALTER TABLE "members" ADD COLUMN "lang" varchar(2);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "currency" varchar(3);