ALTER TYPE "public"."payment_status" ADD VALUE 'refund_due' BEFORE 'refunded';--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_received" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Written by hand (data, which drizzle-kit doesn't generate): the money already credited to each order.
UPDATE "orders" SET "amount_received" = "credited"."total" FROM (SELECT "order_id", sum("amount") AS "total" FROM "payment_transactions" WHERE "order_id" IS NOT NULL GROUP BY "order_id") AS "credited" WHERE "credited"."order_id" = "orders"."id";
