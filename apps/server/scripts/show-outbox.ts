// `npm run mail:outbox [-- N]`: the last N (default 5) mails kept in the outbox table when no SMTP_URL is set — how a
// developer gets a reset link now that mail text stays out of the log. On embedded PGlite the data directory belongs
// to one process: stop the shop first (a reset link stays valid for an hour).
import { desc } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/index';

const count = Math.max(1, Math.min(100, Number(process.argv[2]) || 5));
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(count);
  if (!rows.length) console.log('The outbox is empty.');
  for (const row of rows.reverse()) {
    console.log(
      `--- #${row.id} ${row.createdAt.toISOString()}\nTo: ${row.to}\nSubject: ${row.subject}\n\n${row.text}\n`,
    );
  }
} finally {
  await database.close();
}
