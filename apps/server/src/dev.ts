// `npm run dev`: the server, with the carriers' protocol peers first when CARRIER_PEERS=1 (testing/dev-carrier-peers.ts).
if (process.env.CARRIER_PEERS === '1') {
  const { startDevCarrierPeers } = await import('./testing/dev-carrier-peers');
  await startDevCarrierPeers(process.env);
}
await import('./server');
