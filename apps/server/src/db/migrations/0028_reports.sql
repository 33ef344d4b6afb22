CREATE TABLE "delivered_daily_totals" (
	"day" date NOT NULL,
	"source" "order_source" NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"estimated_cost" bigint DEFAULT 0 NOT NULL,
	"uncosted_units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "delivered_daily_totals_day_source_slot_pk" PRIMARY KEY("day","source","slot")
);
--> statement-breakpoint
CREATE INDEX "orders_account_balance_idx" ON "orders" USING btree ("payment_method","user_id","due_at","final_total","account_paid","status","payment_status") WHERE "orders"."payment_method" NOT IN ('cash', 'sepay', 'payos');--> statement-breakpoint
-- Reports (DESIGN §17, decision 0036): the gross profit of delivered orders per shop day of delivery and channel,
-- kept by statement triggers like the daily rollups of migration 0017 (same shop_day, same slots), so every path that
-- delivers, returns, edits or deletes an order, or writes its lines, is covered in its own transaction.
--
-- Whether an order counts: delivered (its delivered_at, set by the trigger of migration 0027, is its day). A return
-- (delivered → returned) takes it out again; a cancelled or not yet delivered order never counts.
CREATE FUNCTION order_counts_delivered(s order_status, delivered_at timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT s = 'delivered' AND delivered_at IS NOT NULL
$$;
--> statement-breakpoint
-- The goods an order sold after its discounts, without shipping fee or VAT: total_price (Σ of its lines) less its
-- discount, except the part a free-shipping voucher took off the delivery (read as order-invoicing.ts reads it: a
-- voucher of value 0 that is not a percentage, up to the fee). A voucher is applied before an order is delivered.
CREATE FUNCTION order_goods_revenue(the_order integer, the_goods integer, the_discount integer, the_fee integer)
RETURNS bigint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT the_goods::bigint - the_discount + CASE
    WHEN the_discount > 0 AND the_fee > 0 AND EXISTS (
      SELECT 1 FROM order_promotions op JOIN promotions p ON p.id = op.promotion_id
      WHERE op.order_id = the_order AND p.value = 0 AND NOT p.is_percentage)
    THEN least(the_discount, the_fee) ELSE 0 END
$$;
--> statement-breakpoint
-- An order's own figures (one order, its goods revenue) and a line's (its cost, estimated or not, or its units without
-- a cost) as signed rows of delivered_daily_totals; slot is filled in by delivered_totals_add.
CREATE FUNCTION delivered_order(day date, source order_source, sign integer, revenue bigint)
RETURNS delivered_daily_totals LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ROW(day, source, 0, sign, sign * revenue, 0, 0, 0)::delivered_daily_totals
$$;
--> statement-breakpoint
CREATE FUNCTION delivered_line(day date, source order_source, sign integer, cost integer, quantity integer,
  estimated boolean)
RETURNS delivered_daily_totals LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ROW(day, source, 0, 0, 0, sign * coalesce(cost, 0)::bigint * quantity,
    CASE WHEN estimated THEN sign * coalesce(cost, 0)::bigint * quantity ELSE 0 END,
    CASE WHEN cost IS NULL THEN sign * quantity ELSE 0 END)::delivered_daily_totals
$$;
--> statement-breakpoint
-- A statement's signed changes, summed per key and applied with one upsert per key in key order (two statements lock
-- the rows they share in the same order). What takes away (its first figure that is not 0 is negative) goes to slot
-- 16 + txid % 16, as in migration 0017: a delivery (adds) never waits on a return's row (takes away). A key's zero
-- rows may stay; readers sum.
CREATE FUNCTION delivered_totals_add(deltas delivered_daily_totals[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO delivered_daily_totals AS t (day, source, slot, orders, revenue, cost, estimated_cost, uncosted_units)
  SELECT day, source,
         rollup_slot(coalesce(nullif(sign(sum(orders)), 0), nullif(sign(sum(revenue)), 0), nullif(sign(sum(cost)), 0),
                              nullif(sign(sum(estimated_cost)), 0), sign(sum(uncosted_units))) < 0),
         sum(orders), sum(revenue), sum(cost), sum(estimated_cost), sum(uncosted_units)
  FROM unnest(deltas)
  GROUP BY day, source
  HAVING sum(orders) <> 0 OR sum(revenue) <> 0 OR sum(cost) <> 0 OR sum(estimated_cost) <> 0
      OR sum(uncosted_units) <> 0
  ORDER BY day, source
  ON CONFLICT (day, source, slot) DO UPDATE SET
    orders = t.orders + EXCLUDED.orders, revenue = t.revenue + EXCLUDED.revenue, cost = t.cost + EXCLUDED.cost,
    estimated_cost = t.estimated_cost + EXCLUDED.estimated_cost,
    uncosted_units = t.uncosted_units + EXCLUDED.uncosted_units
$$;
--> statement-breakpoint
-- Orders inserted delivered (a counter sale, an imported marketplace order): the order's figures. Its lines reference
-- it, so none exist yet: order_items' trigger counts their cost as they come.
CREATE FUNCTION delivered_totals_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    SELECT delivered_order(shop_day(delivered_at), source, 1,
                           order_goods_revenue(id, total_price, discount, shipping_fee))
    FROM new_orders WHERE order_counts_delivered(status, delivered_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order delivered, returned, moved to another day or channel, or its goods or discount changed while delivered:
-- its figures leave the old key and join the new one, and its lines' cost with them when the key or the counting
-- changed.
CREATE FUNCTION delivered_totals_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    WITH moved AS (
      SELECT o.id, order_counts_delivered(o.status, o.delivered_at) AS old_counts, shop_day(o.delivered_at) AS old_day,
             o.source AS old_source, order_goods_revenue(o.id, o.total_price, o.discount, o.shipping_fee) AS old_revenue,
             order_counts_delivered(n.status, n.delivered_at) AS new_counts, shop_day(n.delivered_at) AS new_day,
             n.source AS new_source, order_goods_revenue(n.id, n.total_price, n.discount, n.shipping_fee) AS new_revenue,
             (order_counts_delivered(o.status, o.delivered_at), shop_day(o.delivered_at), o.source)
               IS DISTINCT FROM (order_counts_delivered(n.status, n.delivered_at), shop_day(n.delivered_at), n.source)
               AS lines_move
      FROM old_orders o JOIN new_orders n ON n.id = o.id
      WHERE (order_counts_delivered(o.status, o.delivered_at) OR order_counts_delivered(n.status, n.delivered_at))
        AND (o.status, o.delivered_at, o.source, o.total_price, o.discount, o.shipping_fee)
            IS DISTINCT FROM (n.status, n.delivered_at, n.source, n.total_price, n.discount, n.shipping_fee)
    )
    SELECT delivered_order(old_day, old_source, -1, old_revenue) FROM moved WHERE old_counts
    UNION ALL
    SELECT delivered_order(new_day, new_source, 1, new_revenue) FROM moved WHERE new_counts
    UNION ALL
    SELECT delivered_line(m.old_day, m.old_source, -1, i.cost_price, i.quantity, i.cost_estimated)
    FROM moved m JOIN order_items i ON i.order_id = m.id WHERE m.lines_move AND m.old_counts
    UNION ALL
    SELECT delivered_line(m.new_day, m.new_source, 1, i.cost_price, i.quantity, i.cost_estimated)
    FROM moved m JOIN order_items i ON i.order_id = m.id WHERE m.lines_move AND m.new_counts));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A delivered order deleted: its figures and its lines' cost go, here, before the cascade deletes the lines after
-- the order is gone (as migration 0017's order_lines_before_delete; its voucher is still there to read).
CREATE FUNCTION delivered_totals_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_counts_delivered(OLD.status, OLD.delivered_at) THEN
    PERFORM delivered_totals_add(array(
      SELECT delivered_order(shop_day(OLD.delivered_at), OLD.source, -1,
                             order_goods_revenue(OLD.id, OLD.total_price, OLD.discount, OLD.shipping_fee))
      UNION ALL
      SELECT delivered_line(shop_day(OLD.delivered_at), OLD.source, -1, cost_price, quantity, cost_estimated)
      FROM order_items WHERE order_id = OLD.id));
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
-- Lines added to, changed in (a quantity, a cost that followed today's) or taken from a delivered order that still
-- exists.
CREATE FUNCTION delivered_totals_items_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    SELECT delivered_line(shop_day(o.delivered_at), o.source, 1, i.cost_price, i.quantity, i.cost_estimated)
    FROM new_items i JOIN orders o ON o.id = i.order_id WHERE order_counts_delivered(o.status, o.delivered_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION delivered_totals_items_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    WITH changed AS (
      SELECT oi.order_id AS old_order, oi.cost_price AS old_cost, oi.quantity AS old_quantity,
             oi.cost_estimated AS old_estimated, ni.order_id AS new_order, ni.cost_price AS new_cost,
             ni.quantity AS new_quantity, ni.cost_estimated AS new_estimated
      FROM old_items oi JOIN new_items ni ON ni.id = oi.id
      WHERE (oi.order_id, oi.cost_price, oi.quantity, oi.cost_estimated)
            IS DISTINCT FROM (ni.order_id, ni.cost_price, ni.quantity, ni.cost_estimated)
    )
    SELECT delivered_line(shop_day(o.delivered_at), o.source, -1, c.old_cost, c.old_quantity, c.old_estimated)
    FROM changed c JOIN orders o ON o.id = c.old_order WHERE order_counts_delivered(o.status, o.delivered_at)
    UNION ALL
    SELECT delivered_line(shop_day(o.delivered_at), o.source, 1, c.new_cost, c.new_quantity, c.new_estimated)
    FROM changed c JOIN orders o ON o.id = c.new_order WHERE order_counts_delivered(o.status, o.delivered_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION delivered_totals_items_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    SELECT delivered_line(shop_day(o.delivered_at), o.source, -1, i.cost_price, i.quantity, i.cost_estimated)
    FROM old_items i JOIN orders o ON o.id = i.order_id WHERE order_counts_delivered(o.status, o.delivered_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Computed afresh from the orders and their lines (slot 0): this migration's backfill, a truncate's, and the end of
-- a bulk load that ran with the insert triggers off (scripts/seed-large.ts). The caller keeps writers out.
CREATE FUNCTION rebuild_delivered_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM delivered_daily_totals;
  INSERT INTO delivered_daily_totals (day, source, slot, orders, revenue, cost, estimated_cost, uncosted_units)
  SELECT (d).day, (d).source, 0, sum((d).orders), sum((d).revenue), sum((d).cost), sum((d).estimated_cost),
         sum((d).uncosted_units)
  FROM (
    SELECT delivered_order(shop_day(delivered_at), source, 1, order_goods_revenue(id, total_price, discount, shipping_fee)) AS d
    FROM orders WHERE order_counts_delivered(status, delivered_at)
    UNION ALL
    SELECT delivered_line(shop_day(o.delivered_at), o.source, 1, i.cost_price, i.quantity, i.cost_estimated)
    FROM order_items i JOIN orders o ON o.id = i.order_id WHERE order_counts_delivered(o.status, o.delivered_at)
  ) x
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
CREATE FUNCTION delivered_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_delivered_totals();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_delivered_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_orders_insert();
--> statement-breakpoint
CREATE TRIGGER orders_delivered_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_orders_update();
--> statement-breakpoint
CREATE TRIGGER orders_delivered_totals_before_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION delivered_totals_before_delete();
--> statement-breakpoint
CREATE TRIGGER orders_delivered_totals_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_truncate();
--> statement-breakpoint
CREATE TRIGGER order_items_delivered_totals_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_items_insert();
--> statement-breakpoint
CREATE TRIGGER order_items_delivered_totals_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_items_update();
--> statement-breakpoint
CREATE TRIGGER order_items_delivered_totals_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_items_delete();
--> statement-breakpoint
CREATE TRIGGER order_items_delivered_totals_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_truncate();
--> statement-breakpoint
-- Estimated costs follow today's cost (DESIGN §17): a line sold before costs were kept (migration 0027), or sold while
-- its product had no cost, is `cost_estimated`, and takes the variant's cost, else the product's, whenever staff set
-- or change it — in the same statement's transaction, whatever path wrote the cost (the editor, the CSV import, a
-- script). A line whose cost was known at the time of sale keeps it. Row triggers limited to cost_price changes, so
-- the stock moves that update products on every order pay nothing.
CREATE FUNCTION estimated_costs_follow_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_items i SET cost_price = NEW.cost_price
  WHERE i.product_id = NEW.id AND i.cost_estimated AND i.cost_price IS DISTINCT FROM NEW.cost_price
    AND (i.variant_id IS NULL
         OR NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.id = i.variant_id AND v.cost_price IS NOT NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION estimated_costs_follow_variant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today integer := coalesce(NEW.cost_price, (SELECT cost_price FROM products WHERE id = NEW.product_id));
BEGIN
  UPDATE order_items i SET cost_price = today
  WHERE i.product_id = NEW.product_id AND i.variant_id = NEW.id AND i.cost_estimated
    AND i.cost_price IS DISTINCT FROM today;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_estimated_costs AFTER UPDATE OF cost_price ON products
  FOR EACH ROW WHEN (OLD.cost_price IS DISTINCT FROM NEW.cost_price) EXECUTE FUNCTION estimated_costs_follow_product();
--> statement-breakpoint
CREATE TRIGGER product_variants_estimated_costs AFTER UPDATE OF cost_price ON product_variants
  FOR EACH ROW WHEN (OLD.cost_price IS DISTINCT FROM NEW.cost_price) EXECUTE FUNCTION estimated_costs_follow_variant();
--> statement-breakpoint
-- The backfill: estimated lines at today's cost (none is set yet where costs are new), then the figures.
UPDATE order_items i
SET cost_price = coalesce((SELECT v.cost_price FROM product_variants v WHERE v.id = i.variant_id), p.cost_price)
FROM products p
WHERE p.id = i.product_id AND i.cost_estimated
  AND i.cost_price IS DISTINCT FROM
      coalesce((SELECT v.cost_price FROM product_variants v WHERE v.id = i.variant_id), p.cost_price);
--> statement-breakpoint
SELECT rebuild_delivered_totals();
