// Entry point: config → database (migrate, seed) → app → listen; SIGTERM/SIGINT close gracefully.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirBusyError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare';
import { drawDemoImages } from './modules/media/demo-images';
import { createStaffAccountsService } from './modules/users/staff-accounts.service';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (err: unknown) => {
    // A second `npm start` on one embedded data directory: say why, without a stack trace.
    if (!(err instanceof DataDirBusyError)) throw err;
    console.error(err.message);
    process.exit(1);
  },
);
const app = await buildApp(config, database);
// The demo's pictures, drawn once per clone: rasterised beside the migrations and before listening, as no upload may
// come first, then encoded in the background while the shop serves (demo-images.ts).
const demoImages = config.seedDemo ? drawDemoImages({ log: app.log }) : undefined;
await prepareDatabase(database, {
  seedDemo: config.seedDemo,
  addressStructure: config.addressStructure,
  log: app.log,
});
(await demoImages)?.done.catch((err: unknown) =>
  app.log.error({ err }, 'the demo catalogue’s images were not all drawn'),
);
if (config.admin) await createStaffAccountsService({ db: database.db, log: app.log }).ensureFirstAdmin(config.admin);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    // app.close() stops accepting, waits for in-flight requests, then runs onClose (database.close()).
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
