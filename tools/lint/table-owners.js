/**
 * Table ownership (decision 0031): every table is declared in `db/schema/<file>.ts`, and only the file's owner
 * imports it — `modules/<area>/` for an area's tables (`db/schema/<area>.ts`), a named file for the infrastructure's
 * (lib/job-queue.ts's jobs). Any other file goes through the owner's service. A read that must join another owner's
 * table in SQL is listed, with its reason, in one allowlist of crossings; the `db/schema` index (every table at once)
 * is for drizzle's client, never for a module.
 *
 * A small rule rather than `no-restricted-imports` patterns: it resolves each relative import against the schema
 * folder whatever the importing file's depth, tells a type-only import from a value one, and reports an allowed
 * crossing the file no longer makes, so the allowlist cannot outlive the code it excuses.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const INDEX = 'index';

/** The schema file an import names, 'index' for the barrel, or null when it is no schema import. */
function schemaFileOf(source, fromFile, schemaDir) {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  const target = path.resolve(path.dirname(fromFile), source).replace(/\.[cm]?[jt]sx?$/, '');
  if (target === schemaDir) return INDEX;
  if (path.dirname(target) !== schemaDir) return null;
  return path.basename(target);
}

/** True when the statement brings in types only (`import type`, or every specifier `type`). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** The file's own schema file: its module's name under modules/, else what `owners` names it (or none). */
function ownSchemaOf(relative, owners) {
  const [top, area] = relative.split('/');
  if (top === 'modules' && area) return area;
  return owners[relative] ?? null;
}

/** Who owns a schema file, as the messages name it. */
function ownerName(table, owners) {
  const file = Object.entries(owners).find(([, t]) => t === table)?.[0];
  return file ?? `modules/${table}`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'a table is used by its owner only; other files go through its service (decision 0031)' },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: {
      index:
        'import the tables from db/schema/<file>.ts, not the db/schema index: a file names the owner whose ' +
        'tables it uses (decision 0031).',
      foreign:
        'db/schema/{{table}}.ts belongs to {{owner}}: only it uses those tables. Go through its service (a ' +
        'function joining your transaction, or a port in your Deps), or list a read that must join it in SQL in ' +
        'eslint.config.js TABLE_CROSSINGS with its reason (decision 0031).',
      typesOnly: 'this file may import types only from db/schema/{{table}}.ts (eslint.config.js TABLE_CROSSINGS).',
      unused:
        'eslint.config.js lets this file import db/schema/{{table}}.ts, and it no longer does: take the entry ' +
        'out of the crossings.',
    },
  },
  create(context) {
    const { serverDir, schemaDir, owners, crossings } = context.options[0];
    const file = context.filename;
    const relative = path.relative(serverDir, file).split(path.sep).join('/');
    const own = ownSchemaOf(relative, owners);
    const allowed = new Map(crossings.filter((c) => c.file === relative).flatMap((c) => c.tables.map((t) => [t, c])));
    const used = new Set();

    function check(node, source) {
      const table = schemaFileOf(source?.value, file, schemaDir);
      if (table === null || (table === own && table !== INDEX)) return;
      const crossing = allowed.get(table);
      if (crossing) {
        used.add(table);
        if (crossing.typeOnly && !typeOnly(node)) {
          context.report({ node: source, messageId: 'typesOnly', data: { table } });
        }
        return;
      }
      if (table === INDEX) context.report({ node: source, messageId: 'index' });
      else context.report({ node: source, messageId: 'foreign', data: { table, owner: ownerName(table, owners) } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source),
      'Program:exit'(program) {
        for (const table of allowed.keys()) {
          if (!used.has(table)) context.report({ node: program, messageId: 'unused', data: { table } });
        }
      },
    };
  },
};

/** The ESLint plugin: `tables/owner`. */
export const tablesPlugin = { rules: { owner: rule } };

/**
 * The `tables/owner` rule's options, checked: every schema file has an owner (a module of that name, or a file in
 * `owners`), and every crossing names an existing file and other owners' schema files, with a reason.
 * @param {{
 *   serverDir: string,
 *   owners: Record<string, string>,
 *   crossings: { file: string, tables: string[], reason: string, typeOnly?: boolean }[],
 * }} options
 */
export function tableOwnerOptions({ serverDir, owners, crossings }) {
  const schemaDir = path.join(serverDir, 'db', 'schema');
  const modules = new Set(readdirSync(path.join(serverDir, 'modules')));
  const tables = readdirSync(schemaDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3))
    .filter((t) => t !== INDEX);
  const infrastructure = new Set(Object.values(owners));
  const ownerless = tables.filter((t) => !modules.has(t) && !infrastructure.has(t));
  if (ownerless.length) {
    throw new Error(`tables: db/schema/${ownerless.join('.ts, ')}.ts has no owner (a module, or a file in owners)`);
  }
  for (const c of crossings) {
    if (!existsSync(path.join(serverDir, c.file))) throw new Error(`tables: crossing of a missing file ${c.file}`);
    if (!c.reason) throw new Error(`tables: the crossing of ${c.file} needs its reason`);
    const own = ownSchemaOf(c.file, owners);
    for (const t of c.tables) {
      if (t !== INDEX && !tables.includes(t)) throw new Error(`tables: ${c.file} crosses to unknown db/schema/${t}`);
      if (t === own) throw new Error(`tables: ${c.file} crosses to its own db/schema/${t}`);
    }
  }
  return { serverDir, schemaDir, owners, crossings };
}
