DROP INDEX "products_available_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_available_idx" ON "products" USING btree ("category_id","is_active","stock","id","is_featured","price","discount_price","total_quantity_sold","created_at","search_name");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("search_name" COLLATE "C","id","category_id","is_active","stock","is_featured","price","discount_price");