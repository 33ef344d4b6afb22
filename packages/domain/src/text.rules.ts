/**
 * Text that cannot be stored or shown: NUL (PostgreSQL's text and jsonb cannot hold it) and UTF-16 surrogates that
 * are not part of a pair (no character at all; they turn into U+FFFD or an error on the way to the database).
 * No shopper types either; they come from broken clients and fuzzers, and are refused wherever text comes in.
 */

export const INVALID_TEXT_MESSAGE = 'Chứa ký tự không hợp lệ.';

// Without the `u` flag the pattern sees UTF-16 code units, so a lone surrogate can be matched at all.
// eslint-disable-next-line no-control-regex
const INVALID_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds no NUL and no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !INVALID_CHARACTER.test(text);
}

/** A value met on the walk, and how it was reached: its path is built only when it is reported. */
interface Step {
  value: unknown;
  key?: string | number;
  parent?: Step;
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let s: Step | undefined = step; s?.key !== undefined; s = s.parent) path.push(s.key);
  return path.reverse();
}

/**
 * Where a parsed value (a JSON body, a query or path parameters) holds text that is not clean: the path of each
 * such string, or of the object whose key is not clean. Walks with its own stack and builds no path it doesn't
 * report, so a body nested a hundred thousand levels deep costs linear time and no call stack.
 */
export function findInvalidText(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: Step[] = [{ value }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (!isCleanText(current)) found.push(pathOf(step));
    } else if (Array.isArray(current)) {
      current.forEach((item, key) => stack.push({ value: item, key, parent: step }));
    } else if (current !== null && typeof current === 'object') {
      let badKey = false;
      for (const [key, item] of Object.entries(current)) {
        if (isCleanText(key)) stack.push({ value: item, key, parent: step });
        else badKey = true;
      }
      if (badKey) found.push(pathOf(step));
    }
  }
  return found;
}
