/**
 * `max-own-lines` (max-own-lines.js) counts a function's own lines: fixtures linted through ESLint's Linter with the
 * rule alone, parsed as the repository's TypeScript is.
 */
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ownLinesPlugin } from './max-own-lines.js';

const linter = new Linter({ configType: 'flat' });
const config = (max: number): Linter.Config[] => [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { local: ownLinesPlugin },
    rules: { 'local/max-own-lines': ['error', { max }] },
  },
];

/** The rule's messages for `code` as a file named `file`, at most `max` own lines a function. */
function ownLineErrors(code: string, file = 'fixture.ts', max = 60): string[] {
  return linter.verify(code, config(max), file).map((m) => `${m.line}: ${m.message}`);
}

/** `count` statements, one a line, indented by `indent`. */
const statements = (count: number, indent = '  ', name = 'n') =>
  Array.from({ length: count }, (_, i) => `${indent}${name} += ${i};`).join('\n');

describe('max-own-lines', () => {
  it('refuses a function of 61 own lines, naming it and its count', () => {
    // The declaration's line, 59 statements (`let`, 57, `return`) and the closing brace: 61.
    const code = `export function tooLong() {\n  let n = 0;\n${statements(57)}\n  return n;\n}`;
    expect(ownLineErrors(code)).toEqual([
      '1: tooLong has 61 lines of its own (at most 60): split it into named parts.',
    ]);
  });

  it('allows 60, and does not count blank or comment-only lines', () => {
    const padding = '\n  // a comment on a line of its own\n\n  /*\n   * and a block\n   */\n';
    const code = `function justRight() {\n  let n = 0;${padding}${statements(56)}${padding}  return n;\n}`;
    expect(ownLineErrors(code)).toEqual([]);
  });

  it('measures a 40-line factory and its two 30-line methods each on its own', () => {
    const method = (name: string) => `    ${name}() {\n      let m = 0;\n${statements(27, '      ', 'm')}\n    },`;
    // A method: its line, 28 statements and `},` = 30. The factory: its line, 34 statements, `return {`, the
    // methods' first lines (its code too) and its last two = 40. The whole factory is 98 lines.
    const code = [
      'export function createService() {',
      '  let n = 0;',
      statements(33),
      '  return {',
      method('first'),
      method('second'),
      '  };',
      '}',
    ].join('\n');
    expect(code.split('\n')).toHaveLength(98);
    expect(ownLineErrors(code)).toEqual([]);
    // The counts themselves: 40 for the factory, 30 for each method.
    expect(ownLineErrors(code, 'fixture.ts', 29)).toEqual([
      '1: createService has 40 lines of its own (at most 29): split it into named parts.',
      '37: first has 30 lines of its own (at most 29): split it into named parts.',
      '67: second has 30 lines of its own (at most 29): split it into named parts.',
    ]);
  });

  it('still refuses a nested function that is itself too long, by its own name', () => {
    const code = [
      'export function routes(app: { get(path: string, handler: () => number): void }) {',
      "  app.get('/long', () => {",
      '    let n = 0;',
      statements(60, '    '),
      '    return n;',
      '  });',
      '}',
    ].join('\n');
    expect(ownLineErrors(code)).toEqual([
      "2: app.get('/long') callback has 64 lines of its own (at most 60): split it into named parts.",
    ]);
  });

  it('names a returned function after its factory', () => {
    const code = `export function routes() {\n  return async () => {\n    let n = 0;\n${statements(60, '    ')}\n  };\n}`;
    expect(ownLineErrors(code)).toEqual([
      "2: routes's returned function has 63 lines of its own (at most 60): split it into named parts.",
    ]);
  });

  it('counts a short callback on a line of the parent as the parent’s line too', () => {
    const mapped = Array.from({ length: 61 }, (_, i) => `  const a${i} = [${i}].map((x) => x + 1);`).join('\n');
    expect(ownLineErrors(`const mapper = () => {\n${mapped}\n};`)).toHaveLength(1);
  });

  it('counts JSX lines, not the blank ones between elements', () => {
    const items = Array.from({ length: 28 }, (_, i) => `      <li>{${i}}</li>\n`).join('\n');
    const code = `export function List() {\n  return (\n    <ul>\n${items}    </ul>\n  );\n}`;
    expect(ownLineErrors(code, 'fixture.tsx')).toEqual([]);
  });
});
