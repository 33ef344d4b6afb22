CREATE TYPE "public"."refund_method" AS ENUM('cash', 'transfer', 'card', 'marketplace');--> statement-breakpoint
CREATE TYPE "public"."marketplace_channel" AS ENUM('shopee', 'tiktok');--> statement-breakpoint
ALTER TYPE "public"."order_source" ADD VALUE 'shopee';--> statement-breakpoint
ALTER TYPE "public"."order_source" ADD VALUE 'tiktok';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'marketplace';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'on_account';--> statement-breakpoint
CREATE TABLE "order_invoice_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"return_id" integer NOT NULL,
	"status" "e_invoice_status" DEFAULT 'pending' NOT NULL,
	"transaction_uuid" text NOT NULL,
	"number" text,
	"series" text,
	"reservation_code" text,
	"issued_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_invoice_adjustments_return_id_unique" UNIQUE("return_id")
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"return_id" integer,
	"amount" bigint NOT NULL,
	"method" "refund_method" NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"restock" boolean NOT NULL,
	CONSTRAINT "order_return_lines_quantity_check" CHECK ("order_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"location_id" integer,
	"reason" text NOT NULL,
	"exchange_order_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_exchange_order_id_unique" UNIQUE("exchange_order_id")
);
--> statement-breakpoint
CREATE TABLE "customer_payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_payment_allocations_amount_check" CHECK ("customer_payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"unallocated" bigint DEFAULT 0 NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_payments_amount_check" CHECK ("customer_payments"."amount" > 0),
	CONSTRAINT "customer_payments_unallocated_check" CHECK ("customer_payments"."unallocated" >= 0 AND "customer_payments"."unallocated" <= "customer_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "receivable_reminders" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivable_reminders_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "marketplace_connections" (
	"channel" "marketplace_channel" PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"shop_name" text DEFAULT '' NOT NULL,
	"shop_cipher" text,
	"access_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"synced_until" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" "marketplace_channel" NOT NULL,
	"external_id" text NOT NULL,
	"item_id" text NOT NULL,
	"model_id" text,
	"warehouse_id" text,
	"name" text DEFAULT '' NOT NULL,
	"external_sku" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"linked_by" text,
	"pushed_stock" integer,
	"pushed_at" timestamp with time zone,
	"stock_dirty_at" timestamp with time zone,
	"push_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_links_external_key" UNIQUE("channel","external_id"),
	CONSTRAINT "marketplace_links_linked_by_check" CHECK ("marketplace_links"."linked_by" IS NULL OR "marketplace_links"."linked_by" IN ('sku', 'hand'))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "cost_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cost_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cost_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketplace_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketplace_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketplace_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD COLUMN "payment_terms_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "order_invoice_adjustments" ADD CONSTRAINT "order_invoice_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_adjustments" ADD CONSTRAINT "order_invoice_adjustments_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payment_allocations" ADD CONSTRAINT "customer_payment_allocations_payment_id_customer_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."customer_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payment_allocations" ADD CONSTRAINT "customer_payment_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_reminders" ADD CONSTRAINT "receivable_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_links" ADD CONSTRAINT "marketplace_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_links" ADD CONSTRAINT "marketplace_links_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_invoice_adjustments_order_idx" ON "order_invoice_adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_return_idx" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_item_idx" ON "order_return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_payment_allocations_payment_idx" ON "customer_payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "customer_payment_allocations_order_idx" ON "customer_payment_allocations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_payments_user_idx" ON "customer_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_links_product_idx" ON "marketplace_links" USING btree ("product_id","variant_id");--> statement-breakpoint
CREATE INDEX "marketplace_links_dirty_idx" ON "marketplace_links" USING btree ("channel","stock_dirty_at") WHERE "marketplace_links"."stock_dirty_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_marketplace_order_idx" ON "orders" USING btree ("source","marketplace_order_id") WHERE "orders"."marketplace_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("payment_method","payment_status","user_id","due_at");--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at","source") WHERE "orders"."delivered_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_cost_price_check" CHECK ("product_variants"."cost_price" IS NULL OR "product_variants"."cost_price" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cost_price_check" CHECK ("products"."cost_price" IS NULL OR "products"."cost_price" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_paid_check" CHECK ("orders"."account_paid" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_terms_check" CHECK ("users"."payment_terms_days" IS NULL OR "users"."payment_terms_days" BETWEEN 0 AND 365);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credit_limit_check" CHECK ("users"."credit_limit" IS NULL OR "users"."credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_terms_check" CHECK ("customer_groups"."payment_terms_days" BETWEEN 0 AND 365);--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_credit_limit_check" CHECK ("customer_groups"."credit_limit" IS NULL OR "customer_groups"."credit_limit" >= 0);--> statement-breakpoint
-- The day an order became delivered, for reports (DESIGN §17): from its history for orders delivered before this
-- migration, then kept by a trigger on every path that delivers one (a status move, a counter sale, an import). An
-- on_account order falls due its payment terms after delivery.
UPDATE "orders" o SET "delivered_at" = h.at
FROM (SELECT order_id, max(at) AS at FROM order_status_history WHERE status = 'delivered' GROUP BY order_id) h
WHERE h.order_id = o.id AND o.status IN ('delivered', 'returned');--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" = 'delivered' AND "delivered_at" IS NULL;--> statement-breakpoint
CREATE FUNCTION orders_set_delivered_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'delivered' AND NEW.delivered_at IS NULL THEN
    NEW.delivered_at := now();
  END IF;
  IF NEW.delivered_at IS NOT NULL AND NEW.payment_terms_days IS NOT NULL AND NEW.due_at IS NULL THEN
    NEW.due_at := NEW.delivered_at + make_interval(days => NEW.payment_terms_days);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_delivered_at BEFORE INSERT OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_set_delivered_at();--> statement-breakpoint
-- Costs were not kept before: past lines are marked estimated (filled from the product's cost_price, DESIGN §17).
UPDATE "order_items" SET "cost_estimated" = true;
