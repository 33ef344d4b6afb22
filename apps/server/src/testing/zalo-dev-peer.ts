/**
 * `ZALO_DEV_PEER=1 npm run dev`: starts the Zalo peer (zalo-peer.ts) inside the dev server's process, before the
 * config is read, and points the shop's Zalo at it — unless ZALO_APP_ID is set (a real Zalo app). Loaded with
 * `--import` by the server's dev script; it does nothing without the flag. The peer keeps its tokens in
 * DATA_DIR/zalo-peer.json, so the rotated refresh token the shop stored still works after a reload. Messages it
 * received: GET http://127.0.0.1:$ZALO_DEV_PEER_PORT/_peer/messages (default port 3901).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startZaloPeer } from './zalo-peer';

const env = process.env;
if (/^(1|true)$/i.test(env.ZALO_DEV_PEER ?? '') && !env.ZALO_APP_ID) {
  const keys = { appId: 'dev-zalo-app', appSecret: 'dev-zalo-secret', refreshToken: 'dev-zalo-refresh' };
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(import.meta.dirname, '../../data');
  mkdirSync(dataDir, { recursive: true });
  const peer = await startZaloPeer({
    ...keys,
    port: Number(env.ZALO_DEV_PEER_PORT ?? 3901),
    stateFile: join(dataDir, 'zalo-peer.json'),
  });
  Object.assign(env, {
    ZALO_APP_ID: keys.appId,
    ZALO_APP_SECRET: keys.appSecret,
    ZALO_REFRESH_TOKEN: keys.refreshToken,
    ZALO_ZNS_BASE_URL: peer.url,
    ZALO_OAUTH_BASE_URL: peer.url,
  });
  console.log(`Zalo peer (ZALO_DEV_PEER) listening on ${peer.url}`);
}
