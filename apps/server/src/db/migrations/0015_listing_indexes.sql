DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_available_idx" ON "products" USING btree ("category_id","is_active","stock","is_featured","price","discount_price","id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS FIRST,"total_quantity_sold" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("total_quantity_sold" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ((CASE WHEN "discount_price" IS NOT NULL AND "discount_price" < "price" THEN "discount_price" ELSE "price" END),"id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ((CASE WHEN "discount_price" IS NOT NULL AND "discount_price" < "price" THEN "discount_price" ELSE "price" END) DESC,"id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("search_name" COLLATE "C","name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");