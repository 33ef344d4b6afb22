ALTER TABLE "customer_payments" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_payments_order_idx" ON "customer_payments" USING btree ("order_id") WHERE "customer_payments"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_return_id_unique" UNIQUE("return_id");