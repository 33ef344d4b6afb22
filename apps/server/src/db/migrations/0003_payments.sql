CREATE TYPE "public"."payment_provider" AS ENUM('sepay', 'payos');--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"external_id" text NOT NULL,
	"order_id" integer,
	"amount" bigint NOT NULL,
	"gateway" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_amount_check" CHECK ("payment_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"external_id" text,
	"order_id" integer,
	"outcome" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payos_links" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"order_code" bigint NOT NULL,
	"payment_link_id" text,
	"checkout_url" text,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payos_links_order_code_unique" UNIQUE("order_code")
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD CONSTRAINT "payment_webhooks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payos_links" ADD CONSTRAINT "payos_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_provider_external_idx" ON "payment_transactions" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_webhooks_order_idx" ON "payment_webhooks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_webhooks_external_idx" ON "payment_webhooks" USING btree ("external_id");