CREATE TABLE "product_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "products_available_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin (string_to_array("search_name" || ' ' || "search_text", ' '));--> statement-breakpoint
CREATE INDEX "products_available_idx" ON "products" USING btree ("category_id","is_active","stock","id","is_featured","price","discount_price","total_quantity_sold","created_at","search_name","name");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id","category_id","is_active","stock","is_featured","price","discount_price");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS FIRST,"total_quantity_sold" DESC NULLS FIRST,"id","category_id","is_active","stock","is_featured","price","discount_price");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ((CASE WHEN "discount_price" IS NOT NULL AND "discount_price" < "price" THEN "discount_price" ELSE "price" END),"id","category_id","is_active","stock","is_featured","price","discount_price");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ((CASE WHEN "discount_price" IS NOT NULL AND "discount_price" < "price" THEN "discount_price" ELSE "price" END) DESC,"id","category_id","is_active","stock","is_featured","price","discount_price");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("search_name" COLLATE "C","name" COLLATE "C","id","category_id","is_active","stock","is_featured","price","discount_price");--> statement-breakpoint
-- The word list search starts from (decision 0019): every word a product's folded name or text holds, added as
-- products are written (the expression is schema catalog.ts productSearchWords). Inserts once per statement (a bulk
-- load's batch: a row trigger cost 2.5 times as much), updates of the two columns per row (a transition table can't
-- go with a column list, and other updates, every order's, must not pay for it).
CREATE FUNCTION product_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_words (word)
    SELECT DISTINCT unnest(string_to_array(search_name || ' ' || search_text, ' ')) FROM inserted_products
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_inserted();--> statement-breakpoint
CREATE FUNCTION product_search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_words (word)
    SELECT DISTINCT w FROM unnest(string_to_array(NEW.search_name || ' ' || NEW.search_text, ' ')) AS w
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF search_name, search_text ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_words_updated();--> statement-breakpoint
INSERT INTO product_search_words (word)
  SELECT DISTINCT unnest(string_to_array(search_name || ' ' || search_text, ' ')) FROM products
  ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
-- Index-only scans skip the rows only on pages the visibility map marks all-visible, and every order updates
-- products (stock, sold): vacuum the table after ~1% of it changed rather than PostgreSQL's default 20% (decision 0019).
ALTER TABLE "products" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
--> statement-breakpoint
-- Statistics for the words' index now: search reads how common each word is from them (catalog.repo
-- loadSearchWordShares), and a server without autovacuum would otherwise have none until someone runs ANALYZE.
ANALYZE "products";
