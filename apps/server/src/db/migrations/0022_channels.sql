CREATE TYPE "public"."order_history_kind" AS ENUM('status', 'edit');--> statement-breakpoint
CREATE TYPE "public"."order_source" AS ENUM('web', 'phone', 'zalo', 'facebook', 'store', 'other');--> statement-breakpoint
ALTER TABLE "order_daily_totals" ADD COLUMN "source" "order_source" DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_daily_totals" DROP CONSTRAINT "order_daily_totals_day_status_payment_status_payment_method_slot_pk";--> statement-breakpoint
ALTER TABLE "order_daily_totals" ADD CONSTRAINT "order_daily_totals_day_status_payment_status_payment_method_source_slot_pk" PRIMARY KEY("day","status","payment_status","payment_method","source","slot");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_reason" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "kind" "order_history_kind" DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" "order_source" DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The SQL twin of the domain's foldVietnamese (search-text.ts), for what every writer of a row must keep folded (the
-- customers' search text, a generated column). Vietnamese letters decompose (NFD) to an ASCII letter and marks, so
-- lower() needs no locale; 'đ' has no decomposition. order-channels-rules.test.ts checks it against the domain's.
CREATE FUNCTION fold_vi(s text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(lower(translate(regexp_replace(normalize(s, NFD), '[\u0300-\u036f]+', '', 'g'), 'đĐ', 'dd')), '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "total_spent" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_vi(first_name || ' ' || last_name || ' ' || email || ' ' || phone_number)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_source_created_idx" ON "orders" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_created_idx" ON "users" USING btree ("created_at","id") WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_name_idx" ON "users" USING btree (fold_vi(first_name || ' ' || last_name),"id") WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_orders_idx" ON "users" USING btree ("orders_count","id") WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_spent_idx" ON "users" USING btree ("total_spent","id") WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_last_order_idx" ON "users" USING btree ("last_order_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_number");
--> statement-breakpoint
-- The daily rollups (migration 0017) split by source too: the dashboard's revenue by channel. Same functions, with
-- `source` in every key.
CREATE OR REPLACE FUNCTION order_daily_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_totals AS t (day, status, payment_status, payment_method, source, slot, orders, amount)
  SELECT shop_day(created_at), status, payment_status, payment_method, source, rollup_slot(false), count(*),
         sum(final_total)
  FROM new_orders GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, status, payment_status, payment_method, source, slot)
  DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount = t.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_daily_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_totals AS t (day, status, payment_status, payment_method, source, slot, orders, amount)
  SELECT shop_day(created_at), status, payment_status, payment_method, source, rollup_slot(true), -count(*),
         -sum(final_total)
  FROM old_orders GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, status, payment_status, payment_method, source, slot)
  DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount = t.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_daily_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.created_at AS old_at, o.status AS old_status, o.payment_status AS old_ps, o.payment_method AS old_pm,
           o.source AS old_src, o.final_total AS old_total, n.created_at AS new_at, n.status AS new_status,
           n.payment_status AS new_ps, n.payment_method AS new_pm, n.source AS new_src, n.final_total AS new_total
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o.created_at, o.status, o.payment_status, o.payment_method, o.source, o.final_total)
          IS DISTINCT FROM (n.created_at, n.status, n.payment_status, n.payment_method, n.source, n.final_total)
  ), delta AS (
    SELECT shop_day(old_at) AS day, old_status AS status, old_ps AS ps, old_pm AS pm, old_src AS src, -1 AS n,
           -old_total AS amount
    FROM moved
    UNION ALL
    SELECT shop_day(new_at), new_status, new_ps, new_pm, new_src, 1, new_total FROM moved
  ), summed AS (
    SELECT day, status, ps, pm, src, sum(n) AS n, sum(amount) AS amount FROM delta GROUP BY 1, 2, 3, 4, 5
  )
  INSERT INTO order_daily_totals AS t (day, status, payment_status, payment_method, source, slot, orders, amount)
  SELECT day, status, ps, pm, src, rollup_slot(n < 0 OR (n = 0 AND amount < 0)), n, amount
  FROM summed WHERE n <> 0 OR amount <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, status, payment_status, payment_method, source, slot)
  DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount = t.amount + EXCLUDED.amount;

  WITH moved AS (
    SELECT n.id, shop_day(o.created_at) AS old_day, order_lines_count(o.status) AS old_counts,
           shop_day(n.created_at) AS new_day, order_lines_count(n.status) AS new_counts
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (shop_day(o.created_at), order_lines_count(o.status))
          IS DISTINCT FROM (shop_day(n.created_at), order_lines_count(n.status))
  ), delta AS (
    SELECT old_day AS day, i.product_id, i.product_name, -i.quantity AS units, -i.total_price AS revenue
    FROM moved m JOIN order_items i ON i.order_id = m.id WHERE m.old_counts
    UNION ALL
    SELECT new_day, i.product_id, i.product_name, i.quantity, i.total_price
    FROM moved m JOIN order_items i ON i.order_id = m.id WHERE m.new_counts
  ), summed AS (
    SELECT day, product_id, product_name, sum(units) AS units, sum(revenue) AS revenue FROM delta GROUP BY 1, 2, 3
  )
  INSERT INTO product_daily_sales AS t (day, product_id, product_name, slot, units, revenue)
  SELECT day, product_id, product_name, rollup_slot(units < 0 OR (units = 0 AND revenue < 0)), units, revenue
  FROM summed WHERE units <> 0 OR revenue <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT product_daily_sales_key
  DO UPDATE SET units = t.units + EXCLUDED.units, revenue = t.revenue + EXCLUDED.revenue;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_daily_rollups() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_daily_totals;
  DELETE FROM product_daily_sales;
  INSERT INTO order_daily_totals (day, status, payment_status, payment_method, source, slot, orders, amount)
  SELECT shop_day(created_at), status, payment_status, payment_method, source, 0, count(*), sum(final_total)
  FROM orders GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO product_daily_sales (day, product_id, product_name, slot, units, revenue)
  SELECT shop_day(o.created_at), i.product_id, i.product_name, 0, sum(i.quantity), sum(i.total_price)
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE order_lines_count(o.status)
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
-- A customer's order figures on their account (users.orders_count, total_spent, last_order_at), kept by statement
-- triggers on `orders` as signed deltas (a delta is re-applied to the newest row version when two transactions
-- write one account, where a recount from a snapshot could lose the other's order). last_order_at only grows on
-- insert; an order leaving an account (deleted, moved) recounts that account's newest order.
CREATE FUNCTION customer_spent(s order_status, total integer) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN order_lines_count(s) THEN total::bigint ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION customer_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u
  SET orders_count = u.orders_count + d.n, total_spent = u.total_spent + d.spent,
      last_order_at = GREATEST(u.last_order_at, d.at)
  FROM (SELECT user_id, count(*)::int AS n, sum(customer_spent(status, final_total)) AS spent, max(created_at) AS at
        FROM new_orders WHERE user_id IS NOT NULL GROUP BY user_id) d
  WHERE u.id = d.user_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION customer_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.user_id AS old_user, customer_spent(o.status, o.final_total) AS old_spent,
           n.user_id AS new_user, customer_spent(n.status, n.final_total) AS new_spent
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o.user_id, o.status, o.final_total) IS DISTINCT FROM (n.user_id, n.status, n.final_total)
  ), delta AS (
    SELECT old_user AS user_id, -1 AS n, -old_spent AS spent FROM moved WHERE old_user IS NOT NULL
    UNION ALL
    SELECT new_user, 1, new_spent FROM moved WHERE new_user IS NOT NULL
  ), summed AS (
    SELECT user_id, sum(n)::int AS n, sum(spent) AS spent FROM delta GROUP BY 1
  )
  UPDATE users u SET orders_count = u.orders_count + s.n, total_spent = u.total_spent + s.spent
  FROM summed s WHERE u.id = s.user_id AND (s.n <> 0 OR s.spent <> 0);
  -- An order moved to another account or another time (a correction, a test): those accounts' newest order again.
  UPDATE users u SET last_order_at = (SELECT max(created_at) FROM orders WHERE user_id = u.id)
  WHERE u.id IN (SELECT unnest(ARRAY[o.user_id, n.user_id]) FROM old_orders o JOIN new_orders n ON n.id = o.id
                 WHERE (o.user_id, o.created_at) IS DISTINCT FROM (n.user_id, n.created_at));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION customer_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u
  SET orders_count = u.orders_count - d.n, total_spent = u.total_spent - d.spent,
      last_order_at = (SELECT max(created_at) FROM orders WHERE user_id = u.id)
  FROM (SELECT user_id, count(*)::int AS n, sum(customer_spent(status, final_total)) AS spent
        FROM old_orders WHERE user_id IS NOT NULL GROUP BY user_id) d
  WHERE u.id = d.user_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION customer_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET orders_count = 0, total_spent = 0, last_order_at = NULL
  WHERE orders_count <> 0 OR total_spent <> 0 OR last_order_at IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_insert();
--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_update();
--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_delete();
--> statement-breakpoint
CREATE TRIGGER orders_customer_totals_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_truncate();
--> statement-breakpoint
-- Every account's figures afresh: this migration's backfill, and the end of a bulk load with the insert trigger off.
CREATE FUNCTION rebuild_customer_totals() RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET orders_count = coalesce(t.n, 0), total_spent = coalesce(t.spent, 0), last_order_at = t.at
  FROM users x LEFT JOIN (
    SELECT user_id, count(*)::int AS n, sum(customer_spent(status, final_total)) AS spent, max(created_at) AS at
    FROM orders WHERE user_id IS NOT NULL GROUP BY user_id
  ) t ON t.user_id = x.id
  WHERE u.id = x.id AND (u.orders_count, u.total_spent, u.last_order_at) IS DISTINCT FROM (coalesce(t.n, 0), coalesce(t.spent, 0), t.at);
$$;
--> statement-breakpoint
SELECT rebuild_customer_totals();
--> statement-breakpoint
SELECT rebuild_daily_rollups();
