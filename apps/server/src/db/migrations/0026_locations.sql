CREATE TYPE "public"."location_kind" AS ENUM('store', 'warehouse');--> statement-breakpoint
CREATE TYPE "public"."delivery_method" AS ENUM('ship', 'pickup');--> statement-breakpoint
CREATE TYPE "public"."pos_payment_method" AS ENUM('cash', 'transfer', 'card');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'ready_for_pickup' BEFORE 'shipped';--> statement-breakpoint
ALTER TYPE "public"."stock_reason" ADD VALUE 'transfer';--> statement-breakpoint
ALTER TYPE "public"."stock_reason" ADD VALUE 'count';--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_levels_place_key" UNIQUE NULLS NOT DISTINCT("location_id","product_id","variant_id"),
	CONSTRAINT "stock_levels_reserved_check" CHECK ("stock_levels"."reserved" >= 0),
	CONSTRAINT "stock_levels_available_check" CHECK ("stock_levels"."on_hand" >= "stock_levels"."reserved")
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" "pos_payment_method" NOT NULL,
	"amount" bigint NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "pos_payments_amount_check" CHECK ("pos_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pos_sales" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"client_sale_id" text NOT NULL,
	"shift_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"cash_received" bigint,
	"change" bigint DEFAULT 0 NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_sales_client_sale_id_unique" UNIQUE("client_sale_id")
);
--> statement-breakpoint
CREATE TABLE "pos_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"opened_by" integer,
	"opening_cash" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"counted_cash" bigint,
	"expected_cash" bigint,
	CONSTRAINT "pos_shifts_cash_check" CHECK ("pos_shifts"."opening_cash" >= 0 AND ("pos_shifts"."counted_cash" IS NULL OR "pos_shifts"."counted_cash" >= 0))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "kind" "location_kind" DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "holds_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "sells_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Today's stock becomes the first location's (the lowest id); a shop without any location gets a warehouse for it.
INSERT INTO "store_locations" ("name", "address", "kind", "sort_order")
  SELECT 'Kho chính', '', 'warehouse', 0 WHERE NOT EXISTS (SELECT 1 FROM "store_locations");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" "delivery_method" DEFAULT 'ship' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_location_id" integer;--> statement-breakpoint
UPDATE "orders" SET "fulfilment_location_id" = (SELECT min("id") FROM "store_locations");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_short" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Placed orders not yet shipped took their units from the public stock: they are reserved there now, still on hand.
INSERT INTO "stock_levels" ("location_id", "product_id", "variant_id", "on_hand", "reserved")
  SELECT (SELECT min("id") FROM "store_locations"), p."id", NULL, p."stock" + coalesce(r."units", 0), coalesce(r."units", 0)
  FROM "products" p
  LEFT JOIN (
    SELECT i."product_id", sum(i."quantity")::integer AS "units"
    FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
    WHERE o."status" IN ('pending', 'accounting_processing', 'processing') AND i."variant_name" IS NULL
    GROUP BY i."product_id"
  ) r ON r."product_id" = p."id";--> statement-breakpoint
INSERT INTO "stock_levels" ("location_id", "product_id", "variant_id", "on_hand", "reserved")
  SELECT (SELECT min("id") FROM "store_locations"), v."product_id", v."id", v."stock" + coalesce(r."units", 0), coalesce(r."units", 0)
  FROM "product_variants" v
  LEFT JOIN (
    SELECT i."variant_id", sum(i."quantity")::integer AS "units"
    FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
    WHERE o."status" IN ('pending', 'accounting_processing', 'processing') AND i."variant_name" IS NOT NULL
    GROUP BY i."variant_id"
  ) r ON r."variant_id" = v."id";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "stock_movements" SET "location_id" = (SELECT min("id") FROM "store_locations");--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "transfer_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "count_id" integer;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_location_id_store_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."store_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_location_id_store_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."store_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payments" ADD CONSTRAINT "pos_payments_order_id_pos_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pos_sales"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD CONSTRAINT "pos_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD CONSTRAINT "pos_sales_shift_id_pos_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."pos_shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD CONSTRAINT "pos_sales_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD CONSTRAINT "pos_sales_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_levels_product_idx" ON "stock_levels" USING btree ("product_id","variant_id");--> statement-breakpoint
CREATE INDEX "pos_payments_order_idx" ON "pos_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pos_sales_shift_idx" ON "pos_sales" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_shifts_one_open_idx" ON "pos_shifts" USING btree ("location_id") WHERE "pos_shifts"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "pos_shifts_location_opened_idx" ON "pos_shifts" USING btree ("location_id","opened_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_location_id_store_locations_id_fk" FOREIGN KEY ("fulfilment_location_id") REFERENCES "public"."store_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_location_idx" ON "stock_movements" USING btree ("location_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_barcode_unique" UNIQUE("barcode");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_barcode_unique" UNIQUE("barcode");