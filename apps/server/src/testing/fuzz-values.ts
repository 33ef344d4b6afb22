// Values for fuzzing the API (api-fuzz.test.ts) with fast-check: nasty text, numbers and JSON, values shaped by a
// route's JSON schema, mutations of a valid body, raw bodies, and URL parts. Nothing here knows a route.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  $ref?: string;
};

// ---------------------------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------------------------

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\ud83d\ude00',
  'Trà sữa trân châu Đường Đen',
  'Phường Bến Nghé',
  'Thành phố Hồ Chí Minh',
  'e\u0301\u0301\u0301',
  '\u202etxt.exe',
  '\ufeff',
  '\r\n',
  '0',
  '-1',
  '1.5',
  '1e308',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "'; drop table users; --",
  '%00',
  '\\u0000',
  '${x}',
  "$'",
  '$`',
  'DH12345678',
  '0909123456',
  'khach@example.com',
  'KHACH@EXAMPLE.COM',
  'a@b',
  '9'.repeat(30),
  'x'.repeat(300),
  'đ'.repeat(600),
  '😀'.repeat(300),
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('\u0000', 'a', 'é'), loneSurrogate) }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...NASTY_TEXT), fc.constantFrom(...NASTY_TEXT)).map(([a, b]) => a + b),
  },
);
export const number: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -5, max: 100 }),
  fc.integer(),
  fc.constantFrom(0, -0, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 2 ** 63, 1e308, -1e308, 5e-324, 1.5, 0.1, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Any JSON value, nested a little. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;

// ---------------------------------------------------------------------------------------------------------------
// Bodies: from the route's JSON schema, from a valid example, or raw
// ---------------------------------------------------------------------------------------------------------------

/**
 * Values near a JSON schema's shape (OpenAPI 3.0 flavour, `$ref`s resolved in `components`): the right types at
 * their edges, mostly, and junk anywhere. Integers also draw from `ids`, so some name real rows.
 */
export function schemaValues(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  ids: number[],
): fc.Arbitrary<unknown> {
  const resolve = (s: JsonSchema) => (s.$ref ? (components[s.$ref.split('/').at(-1)!] ?? {}) : s);
  const fromSchema = (raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
    const resolved = resolve(raw);
    const options = [
      { weight: 4, arbitrary: shapedBy(resolved, depth) },
      { weight: 1, arbitrary: junk },
    ];
    if (resolved.nullable) options.push({ weight: 1, arbitrary: fc.constant(null) });
    return fc.oneof(...options);
  };
  const shapedBy = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (choices?.length) return fc.oneof(...choices.map((s) => fromSchema(s, depth + 1)));
    if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), text);
    switch (schema.type) {
      case 'object': {
        const props = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, s]) => [key, depth > 4 ? junk : fromSchema(s, depth + 1)]),
        );
        return fc
          .tuple(fc.record(props, { requiredKeys: [] }), fc.dictionary(text, junk, { maxKeys: 2 }))
          .map(([known, extra]) => ({ ...extra, ...known }));
      }
      case 'array':
        return fc.array(schema.items && depth <= 4 ? fromSchema(schema.items, depth + 1) : junk, { maxLength: 60 });
      case 'string': {
        const limit = schema.maxLength;
        const edges = limit === undefined ? [] : [fc.constant('a'.repeat(limit)), fc.constant('a'.repeat(limit + 1))];
        return fc.oneof(text, ...edges);
      }
      case 'integer':
      case 'number': {
        const edges = [schema.minimum, schema.maximum]
          .filter((n): n is number => n !== undefined)
          .flatMap((n) => [n - 1, n, n + 1]);
        return fc.oneof(number, ...(edges.length ? [fc.constantFrom(...edges)] : []), fc.constantFrom(...ids, 1));
      }
      case 'boolean':
        return fc.boolean();
      default:
        return junk;
    }
  };
  return fromSchema(schema);
}

type Path = (string | number)[];
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [at, ...entries.flatMap(([k, v]) => pathsOf(v, [...at, k]))];
}

/** Junk as text to append (a dictionary from fast-check has no prototype, so no String()). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** What PostgreSQL can't store or UTF-16 can't pair: the issue's own finding, so mutations plant them often. */
export const BAD_CHARACTERS = ['\u0000', '\ud800', '\udfff'];

type Edit = { path: Path; action: 'set' | 'delete' | 'append' | 'poison'; value: unknown; bad: string };

/** A bad character inside a string, or in a new key of an object; anything else is replaced by it. */
function poisoned(value: unknown, bad: string): unknown {
  if (typeof value === 'string') return value.slice(0, 1) + bad + value.slice(1);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return { ...value, [`k${bad}`]: 1 };
  return bad;
}

function applyEdits(example: unknown, edits: Edit[]): unknown {
  let root = structuredClone(example);
  for (const { path, action, value, bad } of edits) {
    if (path.length === 0) {
      if (action === 'poison') root = poisoned(root, bad);
      else root = action === 'append' && typeof root === 'string' ? root + asText(value) : value;
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent?.[key] as Record<string | number, unknown>;
    if (parent === null || typeof parent !== 'object') continue;
    const key = path.at(-1)!;
    if (action === 'delete') delete parent[key];
    else if (action === 'poison') parent[key] = poisoned(parent[key], bad);
    else if (action === 'append' && typeof parent[key] === 'string') parent[key] += asText(value);
    else parent[key] = value;
  }
  return root;
}

/** A valid body with one to three fields replaced, deleted or with junk text appended: reaches deep code. */
export function mutated(example: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(example);
  const edit = fc.record({
    path: fc.constantFrom(...paths),
    action: fc.constantFrom('set', 'delete', 'append', 'poison'),
    value: fc.oneof(junk, text),
    bad: fc.constantFrom(...BAD_CHARACTERS),
  }) as fc.Arbitrary<Edit>;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(example) },
    { weight: 6, arbitrary: fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => applyEdits(example, edits)) },
  );
}

const RAW_JSON = [
  '',
  ' ',
  '{',
  '[',
  'null',
  '0',
  '"x"',
  '{"a":',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"a":"\\ud800"}',
  '{"\\udfff":"x"}',
  '{"a":1e999}',
  '{"a":-0}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\ufeff{}',
  '[]',
  '{}',
  'DEEP_ARRAY',
  'DEEP_OBJECT',
  'DEEP_ITEMS',
  'OVERSIZE',
];

/** Big bodies go by name, so a counterexample stays readable; they are built when sent. */
export const BIG_BODIES: Record<string, () => string> = {
  DEEP_ARRAY: () => `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  DEEP_OBJECT: () => `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  DEEP_ITEMS: () => `{"items":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
  // Over the 256 KiB body limit.
  OVERSIZE: () => `"${'x'.repeat(300 * 1024)}"`,
};

export interface Payload {
  contentType?: string;
  body: string;
}
export const asJson = (value: unknown): Payload => ({
  contentType: 'application/json',
  body: JSON.stringify(value) ?? '',
});

export const rawPayload: fc.Arbitrary<Payload> = fc.oneof(
  fc.constantFrom(...RAW_JSON).map((body) => ({ contentType: 'application/json', body })),
  fc.record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/octet-stream',
      'application/json\u0000',
      '*/*',
      '',
    ),
    body: fc.oneof(fc.constantFrom(...RAW_JSON), text, fc.constant('a=1&b=%00')),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------------------------

/** encodeURIComponent, but a lone surrogate is written as the bytes of its (invalid) UTF-8 form instead of throwing. */
export function encodeLoose(value: string): string {
  return value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (c) => {
    const code = c.charCodeAt(0);
    if (c.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(c);
  });
}

const RAW_URL_PARTS = [
  '%',
  '%0',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%C0%80',
  '%F0%9F%98',
  '%2F',
  '..',
  '%2e%2e',
  '+',
  '&',
  '=',
];
/** A path or query value as it appears in a URL; `ids` are values that name real rows. */
export function urlValueWith(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(...ids, '1', '0', '-1', '01', '1.5', '1e3', '2147483648'),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('99999999999999999999', '9007199254740993', ' 1', '0x10', 'true', 'false'),
    },
    { weight: 3, arbitrary: text.map(encodeLoose) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 99_999 }), fc.constantFrom('.htm', '.html', ''))
        .map(([n, s]) => `${n}${s}`),
    },
  );
}
