/**
 * `npm run dev` with CARRIER_PEERS=1: the GHN and GHTK peers on 127.0.0.1 (ports GHN_PEER_PORT 8791 and
 * GHTK_PEER_PORT 8792 unless set), and the shop's env pointed at them, so the whole carrier flow runs on a laptop
 * without carrier accounts. Move a parcel on with `curl -X POST localhost:8791/_peer/status -H 'content-type:
 * application/json' -d '{"order_code":"GY…","status":"picked"}'` (GHTK: `{"label":"S1.A1.…","status_id":3}`).
 */
import { startGhnPeer } from './ghn-peer';
import { startGhtkPeer } from './ghtk-peer';

export async function startDevCarrierPeers(env: NodeJS.ProcessEnv) {
  env.CARRIER_WEBHOOK_SECRET ??= 'dev-carrier-secret';
  env.GHN_TOKEN ??= 'dev-ghn-token';
  env.GHN_SHOP_ID ??= '885';
  env.GHTK_TOKEN ??= 'dev-ghtk-token';
  const shop = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
  const ghn = startGhnPeer({
    port: Number(env.GHN_PEER_PORT ?? 8791),
    token: env.GHN_TOKEN,
    shopId: env.GHN_SHOP_ID,
    webhookUrl: `${shop}/api/webhooks/ghn/${env.CARRIER_WEBHOOK_SECRET}/`,
  });
  const ghtk = startGhtkPeer({
    port: Number(env.GHTK_PEER_PORT ?? 8792),
    token: env.GHTK_TOKEN,
    webhookUrl: `${shop}/api/webhooks/ghtk/${env.CARRIER_WEBHOOK_SECRET}/`,
  });
  env.GHN_BASE_URL = await ghn.listen();
  env.GHTK_BASE_URL = await ghtk.listen();
  console.log(`carrier peers: GHN ${env.GHN_BASE_URL}, GHTK ${env.GHTK_BASE_URL} (CARRIER_PEERS=1)`);
}
