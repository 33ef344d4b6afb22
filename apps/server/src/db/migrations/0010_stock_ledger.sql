CREATE TYPE "public"."stock_reason" AS ENUM('received', 'damaged', 'correction', 'order', 'cancellation', 'return');--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"delta" integer NOT NULL,
	"reason" "stock_reason" NOT NULL,
	"stock_after" integer NOT NULL,
	"actor_id" integer,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_delta_check" CHECK ("stock_movements"."delta" <> 0),
	CONSTRAINT "stock_movements_stock_after_check" CHECK ("stock_movements"."stock_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
-- Written by hand (data): stock from before the ledger gets one opening 'correction' per product and per variant
-- holding stock, so every stock is the sum of its ledger rows from the start (decision 0014).
INSERT INTO "stock_movements" ("product_id", "variant_id", "delta", "reason", "stock_after", "note")
SELECT "id", NULL, "stock", 'correction'::"stock_reason", "stock", 'Tồn kho đầu kỳ' FROM "products" WHERE "stock" > 0
UNION ALL
SELECT "product_id", "id", "stock", 'correction'::"stock_reason", "stock", 'Tồn kho đầu kỳ' FROM "product_variants" WHERE "stock" > 0;
