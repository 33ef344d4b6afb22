// `npm run bench`: every benchmark of the workspaces (their `bench:*` npm scripts), with the first line of the
// script's own header comment, so that a bench is found by its name and run the same way by anyone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The header comment of a bench file, as one line ('' when the file has none). */
function summary(file) {
  const head = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('//')) break;
    head.push(line.replace(/^\/\/\s?/, ''));
  }
  const text = head.join(' ').replace(/`[^`]*`:\s*/, '');
  const sentence = text.match(/^.*?[.;](\s|$)/)?.[0] ?? text;
  return sentence.trim();
}

for (const workspace of workspaces) {
  const dir = join(root, workspace);
  const { name, scripts = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const [script, command] of Object.entries(scripts)) {
    if (!script.startsWith('bench:')) continue;
    const file = command.split(' ').find((word) => /\.(m?js|ts)$/.test(word));
    console.log(`npm run ${script} -w ${name}`);
    if (file) console.log(`    ${summary(join(dir, file))}`);
  }
}
