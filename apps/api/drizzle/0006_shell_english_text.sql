ALTER TABLE "insta_feed_items" ADD COLUMN "caption_en" text;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "title_en" varchar(200);