CREATE TYPE "public"."e_invoice_status" AS ENUM('none', 'pending', 'issued', 'failed');--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"group_id" integer,
	"min_quantity" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "product_price_tiers_min_quantity_check" CHECK ("product_price_tiers"."min_quantity" >= 2),
	CONSTRAINT "product_price_tiers_price_check" CHECK ("product_price_tiers"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"company_name" text,
	"tax_code" text,
	"address" text,
	"email" text,
	"status" "e_invoice_status" DEFAULT 'none' NOT NULL,
	"transaction_uuid" text,
	"number" text,
	"series" text,
	"reservation_code" text,
	"issued_at" timestamp with time zone,
	"error" text,
	"returned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_invoices_tax_code_check" CHECK ("order_invoices"."tax_code" IS NULL OR "order_invoices"."tax_code" ~ '^[0-9]{10}(-[0-9]{3})?$')
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "order_multiple" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_multiple" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_group_id" integer;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_idx" ON "customer_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_price_tiers_line_idx" ON "product_price_tiers" USING btree ("product_id",coalesce("variant_id", 0),coalesce("group_id", 0),"min_quantity");--> statement-breakpoint
CREATE INDEX "product_price_tiers_group_idx" ON "product_price_tiers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "order_invoices_status_idx" ON "order_invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "order_invoices_user_idx" ON "order_invoices" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "users_customers_group_idx" ON "users" USING btree ("customer_group_id","created_at","id") WHERE role = 'customer' AND customer_group_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_order_multiple_check" CHECK ("product_variants"."order_multiple" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_multiple_check" CHECK ("products"."order_multiple" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate" IS NULL OR "products"."vat_rate" IN (0, 5, 8, 10));