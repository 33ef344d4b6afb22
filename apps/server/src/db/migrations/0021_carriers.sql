CREATE TABLE "carrier_shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"carrier_status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "carrier_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"client_code" text NOT NULL,
	"code" text,
	"status" text DEFAULT 'creating' NOT NULL,
	"carrier_status" text DEFAULT '' NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"cod_amount" integer DEFAULT 0 NOT NULL,
	"cod_transferred_at" timestamp with time zone,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"required_note" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expected_delivery_at" timestamp with time zone,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_shipments_money_check" CHECK ("carrier_shipments"."fee" >= 0 AND "carrier_shipments"."cod_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ghn_address_map" (
	"structure" text NOT NULL,
	"level" text NOT NULL,
	"shop_code" text NOT NULL,
	"ghn_province_id" integer NOT NULL,
	"ghn_district_id" integer,
	"ghn_ward_code" text,
	CONSTRAINT "ghn_address_map_structure_level_shop_code_pk" PRIMARY KEY("structure","level","shop_code")
);
--> statement-breakpoint
ALTER TABLE "carrier_shipment_events" ADD CONSTRAINT "carrier_shipment_events_shipment_id_carrier_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."carrier_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_shipments" ADD CONSTRAINT "carrier_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_shipment_events_key" ON "carrier_shipment_events" USING btree ("shipment_id","carrier_status","at");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_shipments_live_idx" ON "carrier_shipments" USING btree ("order_id") WHERE "carrier_shipments"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_shipments_client_code_idx" ON "carrier_shipments" USING btree ("carrier","client_code");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_shipments_code_idx" ON "carrier_shipments" USING btree ("carrier","code");--> statement-breakpoint
CREATE INDEX "carrier_shipments_status_idx" ON "carrier_shipments" USING btree ("status");