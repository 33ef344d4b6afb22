// Runs before `npm start` and `npm run dev`. npm scripts run on the `node` package's Node.js (package.json pins it,
// and npm puts node_modules/.bin first on a script's PATH), whatever the machine has; this catches the one way around
// it (an install without that package, e.g. `npm ci --omit=optional` or a copied tree), which would otherwise fail
// later and obscurely. The major version wanted is .nvmrc's.
import { readFileSync } from 'node:fs';

const wanted = Number(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim());
const running = Number(process.versions.node.split('.')[0]);
if (running < wanted) {
  console.error(
    `This shop needs Node.js ${wanted} or newer; this is ${process.version}.\n` +
      `Run \`npm install\` in this folder (it installs Node.js ${wanted} for the shop's scripts), or install Node.js ${wanted} LTS\n` +
      `(with nvm: \`nvm install\` reads .nvmrc), then run the command again.`,
  );
  process.exit(1);
}
