/**
 * `MARKETPLACE_PEERS=1 npm run dev`: the Shopee and TikTok Shop peers (shopee-peer.ts, tiktok-peer.ts) on 127.0.0.1,
 * started inside the dev server's process before the config is read, with the shop pointed at them — unless real
 * keys are set. Loaded with `--import` by the server's dev script; it does nothing without the flag. Link a shop from
 * the back office ("Kết nối": the peer authorises at once), then play the seller's side on the control port
 * (MARKETPLACE_PEERS_CONTROL_PORT, default 8795), which puts the order on the peer and sends the shop its webhook:
 *   curl -X POST localhost:8795/shopee/orders -d '{"status":"READY_TO_SHIP","lines":[{"itemId":"1001",
 *     "modelId":null,"sku":"<a product's SKU>","name":"Bột sữa","quantity":2,"unitPrice":50000}]}'
 *   curl -X POST localhost:8795/shopee/orders/<id>/status -d '{"status":"SHIPPED"}'
 * (`/tiktok/…` alike, with TikTok's statuses and a `modelId` on every line).
 */
import { type IncomingMessage, createServer } from 'node:http';
import type { MarketplacePeer, PeerOrderInput } from './marketplace-peer';
import { startShopeePeer } from './shopee-peer';
import { startTikTokPeer } from './tiktok-peer';

const env = process.env;
const KEYS = {
  shopee: { partnerId: 1_000_001, partnerKey: 'dev-shopee-partner-key' },
  tiktok: { appKey: 'dev-tiktok-app', appSecret: 'dev-tiktok-secret' },
};

async function json(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** The seller's side over HTTP: orders put or moved on a peer, each followed by its webhook to the shop. */
function control(peers: Record<string, MarketplacePeer>, shop: string, port: number) {
  const server = createServer((req, res) => {
    const [, channel, what, id, status] = (req.url ?? '').split('/');
    const peer = peers[channel ?? ''];
    const answer = (code: number, body: unknown) =>
      res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || !peer || what !== 'orders')
      return answer(404, { detail: 'POST /{shopee|tiktok}/orders' });
    json(req)
      .then(async (body) => {
        const orderId = id && status === 'status' ? id : peer.putOrder(body as unknown as PeerOrderInput);
        if (id) peer.setStatus(orderId, String(body.status));
        const webhook = await peer.sendOrderWebhook(`${shop}/api/webhooks/${channel}/`, orderId);
        answer(200, { id: orderId, webhook });
      })
      .catch((err: unknown) => answer(400, { detail: String(err) }));
  });
  server.listen(port, '127.0.0.1');
}

if (/^(1|true)$/i.test(env.MARKETPLACE_PEERS ?? '')) {
  const shop = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
  const peers: Record<string, MarketplacePeer> = {};
  if (!env.SHOPEE_PARTNER_ID) {
    const shopee = await startShopeePeer({ ...KEYS.shopee, port: Number(env.SHOPEE_PEER_PORT ?? 8793) });
    Object.assign(env, {
      SHOPEE_PARTNER_ID: String(KEYS.shopee.partnerId),
      SHOPEE_PARTNER_KEY: KEYS.shopee.partnerKey,
      SHOPEE_BASE_URL: shopee.url,
    });
    peers.shopee = shopee;
  }
  if (!env.TIKTOK_APP_KEY) {
    const tiktok = await startTikTokPeer({
      ...KEYS.tiktok,
      port: Number(env.TIKTOK_PEER_PORT ?? 8794),
      redirect: `${shop}/api/marketplaces/tiktok/callback/`,
    });
    Object.assign(env, {
      TIKTOK_APP_KEY: KEYS.tiktok.appKey,
      TIKTOK_APP_SECRET: KEYS.tiktok.appSecret,
      TIKTOK_BASE_URL: tiktok.url,
      TIKTOK_AUTH_BASE_URL: tiktok.url,
    });
    peers.tiktok = tiktok;
  }
  const port = Number(env.MARKETPLACE_PEERS_CONTROL_PORT ?? 8795);
  control(peers, shop, port);
  console.log(
    `marketplace peers (MARKETPLACE_PEERS): ${Object.entries(peers)
      .map(([name, p]) => `${name} ${p.url}`)
      .join(', ')}; orders: POST http://127.0.0.1:${port}/{shopee|tiktok}/orders`,
  );
}
