CREATE TABLE "order_daily_totals" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_totals_day_status_payment_status_payment_method_slot_pk" PRIMARY KEY("day","status","payment_status","payment_method","slot")
);
--> statement-breakpoint
CREATE TABLE "product_daily_sales" (
	"day" date NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"slot" smallint NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_daily_sales_key" UNIQUE NULLS NOT DISTINCT("day","product_id","product_name","slot")
);
--> statement-breakpoint
ALTER TABLE "order_status_counts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "order_status_counts" CASCADE;--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_id_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_payment_status_created_idx";--> statement-breakpoint
CREATE INDEX "product_daily_sales_product_idx" ON "product_daily_sales" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id","final_total");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id","final_total");--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_idx" ON "orders" USING btree ("payment_status","created_at","id");--> statement-breakpoint
-- Issue 17: the daily rollups replace order_status_counts (the desk's tabs now read order_daily_totals).
DROP TRIGGER orders_status_counts_insert_delete ON orders;
--> statement-breakpoint
DROP TRIGGER orders_status_counts_update ON orders;
--> statement-breakpoint
DROP TRIGGER orders_status_counts_truncate ON orders;
--> statement-breakpoint
DROP FUNCTION order_status_counts_track();
--> statement-breakpoint
DROP FUNCTION order_status_counts_add(order_status, integer);
--> statement-breakpoint
-- The shop day of an instant (packages/domain shop-time.ts: Asia/Ho_Chi_Minh).
CREATE FUNCTION shop_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date
$$;
--> statement-breakpoint
-- Which slot a statement's change to a key goes to: what it adds to `txid % 16`, what it takes away to
-- `16 + txid % 16`. Checkouts only add, so a status move or a cancellation (which take away) never waits on the row a
-- checkout holds, nor the other way round, whatever order the two lock their other rows in.
CREATE FUNCTION rollup_slot(taken_away boolean) RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT ((txid_current() % 16) + CASE WHEN taken_away THEN 16 ELSE 0 END)::smallint
$$;
--> statement-breakpoint
-- Whether an order's lines count as sold (the dashboard's best sellers leave out cancelled and returned orders).
CREATE FUNCTION order_lines_count(s order_status) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT s NOT IN ('cancelled', 'returned')
$$;
--> statement-breakpoint
-- Each trigger below gathers its statement's changes as signed deltas and applies them with one upsert per key, in
-- key order (so two statements lock the rows they share in the same order). A key's zero rows may stay; readers sum.
CREATE FUNCTION order_daily_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_totals AS t (day, status, payment_status, payment_method, slot, orders, amount)
  SELECT shop_day(created_at), status, payment_status, payment_method, rollup_slot(false), count(*), sum(final_total)
  FROM new_orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, status, payment_status, payment_method, slot)
  DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount = t.amount + EXCLUDED.amount;
  -- An order's lines reference it, so none exist yet: order_items' own trigger counts them as they come.
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_daily_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_totals AS t (day, status, payment_status, payment_method, slot, orders, amount)
  SELECT shop_day(created_at), status, payment_status, payment_method, rollup_slot(true), -count(*), -sum(final_total)
  FROM old_orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, status, payment_status, payment_method, slot)
  DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount = t.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order's status, payment, total or day changed: it moves between keys of order_daily_totals, and its lines
-- between days or in and out of product_daily_sales (cancelled or returned).
CREATE FUNCTION order_daily_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.created_at AS old_at, o.status AS old_status, o.payment_status AS old_ps, o.payment_method AS old_pm,
           o.final_total AS old_total, n.created_at AS new_at, n.status AS new_status, n.payment_status AS new_ps,
           n.payment_method AS new_pm, n.final_total AS new_total
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o.created_at, o.status, o.payment_status, o.payment_method, o.final_total)
          IS DISTINCT FROM (n.created_at, n.status, n.payment_status, n.payment_method, n.final_total)
  ), delta AS (
    SELECT shop_day(old_at) AS day, old_status AS status, old_ps AS ps, old_pm AS pm, -1 AS n, -old_total AS amount
    FROM moved
    UNION ALL
    SELECT shop_day(new_at), new_status, new_ps, new_pm, 1, new_total FROM moved
  ), summed AS (
    SELECT day, status, ps, pm, sum(n) AS n, sum(amount) AS amount FROM delta GROUP BY 1, 2, 3, 4
  )
  INSERT INTO order_daily_totals AS t (day, status, payment_status, payment_method, slot, orders, amount)
  SELECT day, status, ps, pm, rollup_slot(n < 0 OR (n = 0 AND amount < 0)), n, amount
  FROM summed WHERE n <> 0 OR amount <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, status, payment_status, payment_method, slot)
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
-- Deleting an order deletes its lines by cascade, after the order is gone, when order_items' trigger can no longer
-- tell the order's day or status: so its counted lines are taken away here, before. Orders are deleted rarely (an
-- account's data, tests); a row trigger costs nothing on the paths that matter.
CREATE FUNCTION order_lines_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_lines_count(OLD.status) THEN
    INSERT INTO product_daily_sales AS t (day, product_id, product_name, slot, units, revenue)
    SELECT shop_day(OLD.created_at), product_id, product_name, rollup_slot(true), -sum(quantity), -sum(total_price)
    FROM order_items WHERE order_id = OLD.id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT product_daily_sales_key
    DO UPDATE SET units = t.units + EXCLUDED.units, revenue = t.revenue + EXCLUDED.revenue;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
-- Lines added to, changed in or taken from an order that still exists (a product's deletion sets product_id null:
-- its lines move to the snapshot name's key). Lines of an order being deleted are no longer joined: see above.
CREATE FUNCTION product_daily_sales_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT shop_day(o.created_at) AS day, i.product_id, i.product_name, i.quantity AS units, i.total_price AS revenue
    FROM new_items i JOIN orders o ON o.id = i.order_id WHERE order_lines_count(o.status)
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
CREATE FUNCTION product_daily_sales_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT shop_day(o.created_at) AS day, i.product_id, i.product_name, -i.quantity AS units, -i.total_price AS revenue
    FROM old_items i JOIN orders o ON o.id = i.order_id WHERE order_lines_count(o.status)
    UNION ALL
    SELECT shop_day(o.created_at), i.product_id, i.product_name, i.quantity, i.total_price
    FROM new_items i JOIN orders o ON o.id = i.order_id WHERE order_lines_count(o.status)
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
CREATE FUNCTION product_daily_sales_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT shop_day(o.created_at) AS day, i.product_id, i.product_name, -i.quantity AS units, -i.total_price AS revenue
    FROM old_items i JOIN orders o ON o.id = i.order_id WHERE order_lines_count(o.status)
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
CREATE FUNCTION daily_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    DELETE FROM order_daily_totals;
  END IF;
  DELETE FROM product_daily_sales;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_daily_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_daily_totals_insert();
--> statement-breakpoint
CREATE TRIGGER orders_daily_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_daily_totals_update();
--> statement-breakpoint
CREATE TRIGGER orders_daily_totals_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION order_daily_totals_delete();
--> statement-breakpoint
CREATE TRIGGER orders_lines_before_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_lines_before_delete();
--> statement-breakpoint
CREATE TRIGGER orders_daily_rollups_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION daily_rollups_truncate();
--> statement-breakpoint
CREATE TRIGGER order_items_daily_sales_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION product_daily_sales_insert();
--> statement-breakpoint
CREATE TRIGGER order_items_daily_sales_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION product_daily_sales_update();
--> statement-breakpoint
CREATE TRIGGER order_items_daily_sales_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION product_daily_sales_delete();
--> statement-breakpoint
CREATE TRIGGER order_items_daily_rollups_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION daily_rollups_truncate();
--> statement-breakpoint
-- Both rollups computed afresh from the orders and their lines (slot 0): this migration's backfill, and the end of
-- a bulk load that ran with the insert triggers off (scripts/seed-large.ts). The caller keeps writers out.
CREATE FUNCTION rebuild_daily_rollups() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_daily_totals;
  DELETE FROM product_daily_sales;
  INSERT INTO order_daily_totals (day, status, payment_status, payment_method, slot, orders, amount)
  SELECT shop_day(created_at), status, payment_status, payment_method, 0, count(*), sum(final_total)
  FROM orders GROUP BY 1, 2, 3, 4;
  INSERT INTO product_daily_sales (day, product_id, product_name, slot, units, revenue)
  SELECT shop_day(o.created_at), i.product_id, i.product_name, 0, sum(i.quantity), sum(i.total_price)
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE order_lines_count(o.status)
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rebuild_daily_rollups();
