-- Trigrams for the orders desk's search (bundled with PGlite; trusted on PostgreSQL 13+, so the database's owner
-- may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" "order_status" NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_status_slot_pk" PRIMARY KEY("status","slot")
);
--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Orders per status, kept in the same transaction as every insert, status change and delete of an order. A
-- transaction adds to one slot of each status (by its id), so it locks at most one counter row per status it
-- touches, and concurrent checkouts spread over 16 rows.
CREATE FUNCTION order_status_counts_add(s order_status, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_status_counts (status, slot, n) VALUES (s, (txid_current() % 16)::smallint, delta)
  ON CONFLICT (status, slot) DO UPDATE SET n = order_status_counts.n + EXCLUDED.n;
$$;
--> statement-breakpoint
CREATE FUNCTION order_status_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM order_status_counts;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_status_counts_add(OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_status_counts_add(NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_status_counts_track();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_update AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION order_status_counts_track();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_track();
--> statement-breakpoint
INSERT INTO order_status_counts (status, slot, n) SELECT status, 0, count(*) FROM orders GROUP BY status;
