/**
 * Lints a fixture through ESLint's API with the repository's own eslint.config.js, as if it were a file at a given
 * path: the boundary tests put each case inside the slice it plays.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });
const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  '@typescript-eslint/no-restricted-imports',
  'tables/owner',
]);

/** The boundary messages ESLint gives `code` as if it were the file at `path` (relative to the repository). */
export async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${repoRoot}/${path}` });
  return result!.messages.filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

/** A fixture: where it plays, and its code. */
export type Case = [file: string, code: string];
