// What a marketplace protocol peer (shopee-peer.ts, tiktok-peer.ts) lets a test or `npm run dev` do: play the
// seller's side (authorise, list items, place and move orders), watch what the shop pushed, and send webhooks. The
// peers speak the platforms' wire formats (DESIGN §16) on 127.0.0.1 and check every signature and timestamp.

export interface PeerItem {
  itemId: string;
  /** null: an item without models (Shopee) — TikTok SKUs always have an id. */
  modelId: string | null;
  sku: string;
  name: string;
  stock?: number;
}

export interface PeerOrderLine {
  itemId: string;
  modelId: string | null;
  sku: string;
  name: string;
  quantity: number;
  /** One unit's price in dong. */
  unitPrice: number;
}

export interface PeerOrderInput {
  /** Made up when absent. */
  id?: string;
  /** The platform's own status name (Shopee READY_TO_SHIP, TikTok AWAITING_SHIPMENT…). */
  status: string;
  buyer?: string;
  recipient?: { name: string; phone: string; address: string };
  lines: PeerOrderLine[];
  /** Default: Σ quantity × unitPrice. */
  total?: number;
  cod?: boolean;
  tracking?: { number: string; carrier: string } | null;
}

export interface PeerStockUpdate {
  itemId: string;
  modelId: string | null;
  quantity: number;
  /** Date.now() when the peer accepted it. */
  at: number;
}

export interface MarketplacePeer {
  /** The peer's base URL (TikTok: its API and its auth host are both here). */
  url: string;
  /** The shop the peer authorises. */
  shopId: string;
  /**
   * The seller's "authorise" click: what the platform sends back to the redirect (`code`, and Shopee's `shop_id`). Each
   * code works once.
   */
  authorize(): { code: string; shopId?: string };
  addItem(item: PeerItem): void;
  /** Creates or replaces an order (update_time moves on); returns its id. */
  putOrder(order: PeerOrderInput): string;
  /** Moves an order to a status (update_time moves on). */
  setStatus(id: string, status: string): void;
  /** The stock the shop last set for a unit; undefined when never set. */
  stockOf(itemId: string, modelId: string | null): number | undefined;
  /** Every stock update accepted, in order. */
  stockUpdates: PeerStockUpdate[];
  /** The access token now in force is refused from here on (as if it expired). */
  expireAccessToken(): void;
  /** How many token refreshes the peer granted (a refresh token works once; a spent one is refused). */
  refreshCount(): number;
  /**
   * Sends an order-status webhook to `target`, signed as the platform signs it (`forge`: with a wrong signature);
   * resolves to the HTTP status the shop answered.
   */
  sendOrderWebhook(target: string, orderId: string, options?: { forge?: boolean }): Promise<number>;
  close(): Promise<void>;
}
