ALTER TABLE "promotions" DROP CONSTRAINT "promotions_code_unique";--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_discount" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_lower_idx" ON "promotions" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "order_promotions_promotion_idx" ON "order_promotions" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_usages_promotion_idx" ON "promotion_usages" USING btree ("promotion_id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_max_discount_check" CHECK ("promotions"."max_discount" > 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_usage_limit_check" CHECK ("promotions"."usage_limit" > 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_window_check" CHECK ("promotions"."ends_at" > "promotions"."starts_at");