/**
 * Import boundaries between sibling folders ("slices": the web app's features, the server's modules), built from
 * ESLint's core rules so nothing needs a resolver: `no-restricted-imports` for static imports and re-exports,
 * `no-restricted-syntax` for `import()`. The rules read import strings, and a string's meaning depends on how deep
 * the importing file sits, so one config block is made per slice and per depth.
 *
 * A file in slice A may import:
 * - anything inside A;
 * - another slice B only through B's public entry (`entries(B)`), and only when B is on A's allow-list;
 * - outside the slices, only the folders listed in `outside` (relative to the slices' parent folder).
 */

const DEPTHS = 4;

/** Escapes a path piece for a regular expression. */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The refused import strings of a file `depth` folders below its slice's top, as regular expressions.
 * @param {{ slice: string, allowed: string[], entries: (slice: string) => string[], outside: string[] | null }} o
 */
export function refusedImports({ slice, allowed, entries, outside, depth }) {
  const up = (n) => `^(?:\\.\\./){${n}}(?!\\.\\./)`;
  const toSlices = depth + 1;
  const entryAlternatives = allowed.flatMap((b) => entries(b).map((e) => `${escape(b)}${escape(e)}$`));
  const allowedAtSlices = [`${escape(slice)}(?:/|$)`, ...entryAlternatives].join('|');
  const refused = [
    // Another slice, other than through an allowed public entry.
    `${up(toSlices)}(?!(?:${allowedAtSlices})).+`,
  ];
  if (outside) {
    const allowedOutside = outside.map((o) => `${escape(o)}(?:/|$)`).join('|');
    // Beside the slices' folder: only the shared folders.
    refused.push(`${up(toSlices + 1)}${allowedOutside ? `(?!(?:${allowedOutside}))` : ''}.+`);
    // Further up: nothing.
    refused.push(`^(?:\\.\\./){${toSlices + 2},}`);
  }
  return refused;
}

/**
 * Config blocks for the slices under `root` (e.g. 'apps/web/src/features').
 * @param {{
 *   root: string,
 *   allow: Record<string, string[]>,
 *   entries: (slice: string) => string[],
 *   outside: string[] | null,
 *   message: (slice: string) => string,
 *   basePatterns?: object[],
 *   extensions?: string,
 * }} options
 */
export function sliceBoundaries({ root, allow, entries, outside, message, basePatterns = [], extensions = 'ts,tsx' }) {
  assertOneWay(allow);
  const blocks = [];
  for (const [slice, allowed] of Object.entries(allow)) {
    for (let depth = 0; depth < DEPTHS; depth++) {
      const regexes = refusedImports({ slice, allowed, entries, outside, depth });
      const text = message(slice);
      blocks.push({
        files: [`${root}/${slice}/${'*/'.repeat(depth)}*.{${extensions}}`],
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [...basePatterns, ...regexes.map((regex) => ({ regex, message: text }))] },
          ],
          'no-restricted-syntax': [
            'error',
            ...regexes.map((regex) => ({
              // esquery ends a regex at the first '/', escaped or not: spell it \x2F.
              selector: `ImportExpression[source.value=/${regex.replace(/\//g, '\\x2F')}/]`,
              message: text,
            })),
          ],
        },
      });
    }
  }
  return blocks;
}

/** No two slices may import each other: an allow-list that says so is a mistake in the config. */
export function assertOneWay(allow) {
  for (const [a, list] of Object.entries(allow)) {
    for (const b of list) {
      if (!(b in allow)) throw new Error(`boundaries: ${a} may import '${b}', which is not a known slice`);
      if (allow[b].includes(a)) throw new Error(`boundaries: ${a} and ${b} may not import each other`);
    }
  }
  const cycle = findCycle(allow);
  if (cycle) throw new Error(`boundaries: the allow-lists go round in a circle: ${cycle.join(' → ')}`);
}

/** A path a → … → a through the allow-lists, or null: dependencies must point one way, however long the path. */
export function findCycle(allow) {
  const done = new Set();
  const path = [];
  function visit(slice) {
    const at = path.indexOf(slice);
    if (at >= 0) return [...path.slice(at), slice];
    if (done.has(slice)) return null;
    path.push(slice);
    for (const next of allow[slice] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(slice);
    return null;
  }
  for (const slice of Object.keys(allow)) {
    const cycle = visit(slice);
    if (cycle) return cycle;
  }
  return null;
}

/** Every folder under `root` must be on the allow-list, so a new one cannot slip past the rules. */
export function assertListed(folders, allow, root) {
  const missing = folders.filter((f) => !(f in allow));
  if (missing.length) throw new Error(`boundaries: add ${missing.join(', ')} (in ${root}) to the allow-list`);
}
