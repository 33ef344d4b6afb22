// Runs before `npm start` and `npm run dev`: on an older Node.js the shop would fail later, and obscurely (packages
// that need a newer one). The major version wanted is .nvmrc's, which package.json's engines agrees with.
import { readFileSync } from 'node:fs';

const wanted = Number(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim());
const running = Number(process.versions.node.split('.')[0]);
if (running < wanted) {
  console.error(
    `This shop needs Node.js ${wanted} or newer; this is ${process.version}.\n` +
      `Install Node.js ${wanted} LTS (with nvm: \`nvm install\` in this folder reads .nvmrc), then run the command again.`,
  );
  process.exit(1);
}
