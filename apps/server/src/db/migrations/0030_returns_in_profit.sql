-- Partial returns in the profit report (DESIGN §17, decision 0036): a line returned from an order that counts as
-- delivered takes its units out of the order's delivery day — their goods after discounts and their cost — while the
-- order still counts as one order. Every trigger of migration 0028 then counts an order as its figures and its lines
-- less its return lines, each return line taken by the same function, so a later whole return (delivered →
-- returned), a deletion, a cost that follows today's or a rebuild takes away or adds exactly what was counted.
--
-- The goods a return line takes back, without VAT or shipping: v − round-half-up(goods discount × v / goods total),
-- v = the line's price × the units returned, the goods discount being what order_goods_revenue took off total_price.
-- It is the domain's returnedAmount (vat-invoice.rules.ts), the adjustment e-invoice's figure before its VAT. The
-- order's figures are passed in, so the orders' trigger can take them before and after an update.
CREATE FUNCTION returned_revenue(the_order integer, the_goods integer, the_discount integer, the_fee integer,
  the_price integer, the_quantity integer)
RETURNS bigint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN x.discount <= 0 OR the_goods <= 0 THEN x.v
              -- numeric: discount × v may pass bigint's range on a large order; all terms are non-negative, so
              -- div (truncating) of the doubled share plus half is rounding half up.
              ELSE x.v - least(div(2 * x.discount::numeric * x.v + the_goods, 2 * the_goods::numeric)::bigint, x.v)
         END
  FROM (SELECT the_price::bigint * the_quantity AS v,
               the_goods - order_goods_revenue(the_order, the_goods, the_discount, the_fee) AS discount) x
$$;
--> statement-breakpoint
-- A return line's figures on its order's key, taken away where the order's are added (sign 1) and given back where
-- they leave (sign -1): its goods and, as delivered_line counts them, its units' cost (estimated, uncosted). No
-- order: the order still counts once.
-- (Parameters named the_*: the row's columns would hide them in the body.)
CREATE FUNCTION delivered_return(the_day date, the_source order_source, the_sign integer, the_revenue bigint,
  the_cost integer, the_quantity integer, the_estimated boolean)
RETURNS delivered_daily_totals LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ROW(the_day, the_source, 0, 0, -the_sign * the_revenue, l.cost, l.estimated_cost,
             l.uncosted_units)::delivered_daily_totals
  FROM delivered_line(the_day, the_source, -the_sign, the_cost, the_quantity, the_estimated) l
$$;
--> statement-breakpoint
-- Return lines written (sign 1) or deleted (sign -1) for orders that count and lines that still exist. When an order
-- is deleted, its BEFORE DELETE trigger has already taken away its figures net of its returns, and the cascade
-- reaches the return lines after the order (and its lines) are gone: nothing is found, nothing added back. The same
-- for a line deleted (its BEFORE DELETE trigger below) and for an order already returned (its figures are out).
CREATE FUNCTION delivered_return_lines(lines order_return_lines[], sign integer)
RETURNS SETOF delivered_daily_totals LANGUAGE sql STABLE AS $$
  SELECT delivered_return(shop_day(o.delivered_at), o.source, sign,
                          returned_revenue(o.id, o.total_price, o.discount, o.shipping_fee, i.price, r.quantity),
                          i.cost_price, r.quantity, i.cost_estimated)
  FROM unnest(lines) r JOIN order_items i ON i.id = r.order_item_id JOIN orders o ON o.id = i.order_id
  WHERE order_counts_delivered(o.status, o.delivered_at)
$$;
--> statement-breakpoint
CREATE FUNCTION delivered_totals_return_lines_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    SELECT d FROM delivered_return_lines(array(SELECT r::order_return_lines FROM new_lines r), 1) d));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION delivered_totals_return_lines_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    SELECT d FROM delivered_return_lines(array(SELECT r::order_return_lines FROM old_lines r), -1) d
    UNION ALL
    SELECT d FROM delivered_return_lines(array(SELECT r::order_return_lines FROM new_lines r), 1) d));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION delivered_totals_return_lines_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    SELECT d FROM delivered_return_lines(array(SELECT r::order_return_lines FROM old_lines r), -1) d));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- As migration 0028's, and the order's return lines with it: their goods, at the order's figures before and after
-- (a return's share of a discount follows the discount), their cost only when the lines move.
CREATE OR REPLACE FUNCTION delivered_totals_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    WITH moved AS (
      SELECT o.id, order_counts_delivered(o.status, o.delivered_at) AS old_counts, shop_day(o.delivered_at) AS old_day,
             o.source AS old_source, order_goods_revenue(o.id, o.total_price, o.discount, o.shipping_fee) AS old_revenue,
             o.total_price AS old_goods, o.discount AS old_discount, o.shipping_fee AS old_fee,
             order_counts_delivered(n.status, n.delivered_at) AS new_counts, shop_day(n.delivered_at) AS new_day,
             n.source AS new_source, order_goods_revenue(n.id, n.total_price, n.discount, n.shipping_fee) AS new_revenue,
             n.total_price AS new_goods, n.discount AS new_discount, n.shipping_fee AS new_fee,
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
    FROM moved m JOIN order_items i ON i.order_id = m.id WHERE m.lines_move AND m.new_counts
    UNION ALL
    SELECT delivered_return(m.old_day, m.old_source, -1,
                            returned_revenue(m.id, m.old_goods, m.old_discount, m.old_fee, i.price, r.quantity),
                            i.cost_price, CASE WHEN m.lines_move THEN r.quantity ELSE 0 END, i.cost_estimated)
    FROM moved m JOIN order_items i ON i.order_id = m.id JOIN order_return_lines r ON r.order_item_id = i.id
    WHERE m.old_counts
    UNION ALL
    SELECT delivered_return(m.new_day, m.new_source, 1,
                            returned_revenue(m.id, m.new_goods, m.new_discount, m.new_fee, i.price, r.quantity),
                            i.cost_price, CASE WHEN m.lines_move THEN r.quantity ELSE 0 END, i.cost_estimated)
    FROM moved m JOIN order_items i ON i.order_id = m.id JOIN order_return_lines r ON r.order_item_id = i.id
    WHERE m.new_counts));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A delivered order deleted: its figures and its lines' cost go, less its return lines (already taken away), before
-- the cascade deletes lines and returns once the order is gone (their triggers then find no order).
CREATE OR REPLACE FUNCTION delivered_totals_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_counts_delivered(OLD.status, OLD.delivered_at) THEN
    PERFORM delivered_totals_add(array(
      SELECT delivered_order(shop_day(OLD.delivered_at), OLD.source, -1,
                             order_goods_revenue(OLD.id, OLD.total_price, OLD.discount, OLD.shipping_fee))
      UNION ALL
      SELECT delivered_line(shop_day(OLD.delivered_at), OLD.source, -1, cost_price, quantity, cost_estimated)
      FROM order_items WHERE order_id = OLD.id
      UNION ALL
      SELECT delivered_return(shop_day(OLD.delivered_at), OLD.source, -1,
                              returned_revenue(OLD.id, OLD.total_price, OLD.discount, OLD.shipping_fee, i.price,
                                               r.quantity),
                              i.cost_price, r.quantity, i.cost_estimated)
      FROM order_items i JOIN order_return_lines r ON r.order_item_id = i.id WHERE i.order_id = OLD.id));
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
-- A line of a counting order deleted while its order stays: its return lines' figures come back here, while the line
-- can still be read (the cascade reaches them after it is gone); order_items' statement trigger then takes the whole
-- line away. Nothing when the order is gone (deleted: its own trigger took everything) or has no returns of it.
CREATE FUNCTION delivered_totals_items_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM order_return_lines WHERE order_item_id = OLD.id) THEN
    PERFORM delivered_totals_add(array(
      SELECT d FROM delivered_return_lines(array(
        SELECT r FROM order_return_lines r WHERE r.order_item_id = OLD.id), -1) d));
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
-- A line's cost or quantity changed (an estimated cost following today's): the line as in migration 0028, and its
-- return lines given back at the old figures and taken again at the new ones, so only the units not returned move
-- (and a price changed moves what the returns took back).
CREATE OR REPLACE FUNCTION delivered_totals_items_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM delivered_totals_add(array(
    WITH changed AS (
      SELECT oi.id, oi.order_id AS old_order, oi.cost_price AS old_cost, oi.quantity AS old_quantity,
             oi.cost_estimated AS old_estimated, oi.price AS old_price, ni.order_id AS new_order,
             ni.cost_price AS new_cost, ni.quantity AS new_quantity, ni.cost_estimated AS new_estimated,
             ni.price AS new_price
      FROM old_items oi JOIN new_items ni ON ni.id = oi.id
      WHERE (oi.order_id, oi.cost_price, oi.quantity, oi.cost_estimated, oi.price)
            IS DISTINCT FROM (ni.order_id, ni.cost_price, ni.quantity, ni.cost_estimated, ni.price)
    )
    SELECT delivered_line(shop_day(o.delivered_at), o.source, -1, c.old_cost, c.old_quantity, c.old_estimated)
    FROM changed c JOIN orders o ON o.id = c.old_order WHERE order_counts_delivered(o.status, o.delivered_at)
    UNION ALL
    SELECT delivered_line(shop_day(o.delivered_at), o.source, 1, c.new_cost, c.new_quantity, c.new_estimated)
    FROM changed c JOIN orders o ON o.id = c.new_order WHERE order_counts_delivered(o.status, o.delivered_at)
    UNION ALL
    SELECT delivered_return(shop_day(o.delivered_at), o.source, -1,
                            returned_revenue(o.id, o.total_price, o.discount, o.shipping_fee, c.old_price, r.quantity),
                            c.old_cost, r.quantity, c.old_estimated)
    FROM changed c JOIN order_return_lines r ON r.order_item_id = c.id JOIN orders o ON o.id = c.old_order
    WHERE order_counts_delivered(o.status, o.delivered_at)
    UNION ALL
    SELECT delivered_return(shop_day(o.delivered_at), o.source, 1,
                            returned_revenue(o.id, o.total_price, o.discount, o.shipping_fee, c.new_price, r.quantity),
                            c.new_cost, r.quantity, c.new_estimated)
    FROM changed c JOIN order_return_lines r ON r.order_item_id = c.id JOIN orders o ON o.id = c.new_order
    WHERE order_counts_delivered(o.status, o.delivered_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Computed afresh: the counting orders, their lines, less their return lines (as the triggers count them).
CREATE OR REPLACE FUNCTION rebuild_delivered_totals() RETURNS void LANGUAGE sql AS $$
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
    UNION ALL
    SELECT delivered_return(shop_day(o.delivered_at), o.source, 1,
                            returned_revenue(o.id, o.total_price, o.discount, o.shipping_fee, i.price, r.quantity),
                            i.cost_price, r.quantity, i.cost_estimated)
    FROM order_return_lines r JOIN order_items i ON i.id = r.order_item_id JOIN orders o ON o.id = i.order_id
    WHERE order_counts_delivered(o.status, o.delivered_at)
  ) x
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
CREATE TRIGGER order_return_lines_delivered_totals_insert AFTER INSERT ON order_return_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_return_lines_insert();
--> statement-breakpoint
CREATE TRIGGER order_return_lines_delivered_totals_update AFTER UPDATE ON order_return_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT
  EXECUTE FUNCTION delivered_totals_return_lines_update();
--> statement-breakpoint
CREATE TRIGGER order_return_lines_delivered_totals_delete AFTER DELETE ON order_return_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_return_lines_delete();
--> statement-breakpoint
CREATE TRIGGER order_return_lines_delivered_totals_truncate AFTER TRUNCATE ON order_return_lines
  FOR EACH STATEMENT EXECUTE FUNCTION delivered_totals_truncate();
--> statement-breakpoint
CREATE TRIGGER order_items_delivered_totals_before_delete BEFORE DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION delivered_totals_items_before_delete();
--> statement-breakpoint
-- Returns already written count from now on.
SELECT rebuild_delivered_totals();
