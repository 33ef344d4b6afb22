ALTER TYPE "public"."store_status" ADD VALUE 'closed';--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "rating" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "ward_code" text;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "opening_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window_check" CHECK ("banners"."starts_at" IS NULL OR "banners"."ends_at" IS NULL OR "banners"."ends_at" > "banners"."starts_at");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" BETWEEN 1 AND 5);--> statement-breakpoint
-- Stores written before addresses were picked from the units keep their text as the street line.
UPDATE "store_locations" SET "street" = "address" WHERE "street" = '';
