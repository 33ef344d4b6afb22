/**
 * `max-own-lines`: a function may hold at most `max` lines of its own (STYLE: functions ≤ ~60 lines).
 *
 * ESLint's `max-lines-per-function` measures a function from its first line to its last, so a factory returning an
 * object of methods, or a route plugin registering its handlers, counts as one block however small each part is.
 * Here a function's own lines are its lines that hold code (not blank, not only a comment) and that do not belong to
 * a function nested in it. A nested function's first line stays its parent's as well (`app.get('/x', async () => {`
 * and `rows.map((r) => r.id)` are code of the parent); the rest of its lines are the nested function's alone.
 */

const FUNCTION_TYPES = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];
const FUNCTION = FUNCTION_TYPES.join(', ');
const MAX_NAME = 60;

/**
 * For each line of the file (1-based), whether it holds code: a token that is not only whitespace on that line.
 * Comments are not tokens, so blank and comment-only lines are false. A token over several lines (a template
 * literal, JSX text) marks only the lines where it has text.
 */
function codeLines(sourceCode) {
  const code = new Array(sourceCode.lines.length + 2).fill(false);
  for (const token of sourceCode.ast.tokens) {
    const { start, end } = token.loc;
    if (start.line === end.line) {
      if (token.value.trim() !== '') code[start.line] = true;
      continue;
    }
    token.value.split('\n').forEach((piece, i) => {
      if (piece.trim() !== '') code[start.line + i] = true;
    });
  }
  return code;
}

/** A name for the report: the function's own, what it is assigned to, or the call it is handed to. */
export function functionName(node, sourceCode) {
  if (node.id) return node.id.name;
  const parent = node.parent;
  const text = (n) => sourceCode.getText(n).replace(/\s+/g, ' ');
  const short = (name) => (name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name);
  switch (parent?.type) {
    case 'VariableDeclarator':
    case 'PropertyDefinition':
      return short(text(parent.id ?? parent.key));
    case 'Property':
    case 'MethodDefinition':
      return short(text(parent.key));
    case 'AssignmentExpression':
      return short(text(parent.left));
    case 'ReturnStatement':
    case 'ArrowFunctionExpression': {
      // A factory's returned function (a route plugin): named after the factory.
      let outer = parent;
      while (outer && !FUNCTION_TYPES.includes(outer.type)) outer = outer.parent;
      return outer && outer !== node ? `${functionName(outer, sourceCode)}'s returned function` : 'anonymous function';
    }
    case 'CallExpression': {
      const first = parent.arguments[0];
      const label = first && first !== node && first.type === 'Literal' ? `(${text(first)})` : '()';
      return short(`${text(parent.callee)}${label} callback`);
    }
    default:
      return 'anonymous function';
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const maxOwnLines = {
  meta: {
    type: 'suggestion',
    docs: { description: "Limit a function's own lines: code lines, not counting the functions nested in it" },
    schema: [
      {
        type: 'object',
        properties: { max: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
    messages: {
      tooLong: '{{name}} has {{count}} lines of its own (at most {{max}}): split it into named parts.',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 60;
    const sourceCode = context.sourceCode;
    let code;
    /** The functions being walked, outermost first, each with the line ranges of the functions nested in it. */
    const open = [];

    return {
      Program() {
        code = codeLines(sourceCode);
      },
      [FUNCTION](node) {
        open.push({ node, nested: [] });
      },
      [`${FUNCTION}:exit`](node) {
        const { nested } = open.pop();
        const { start, end } = node.loc;
        let count = 0;
        for (let line = start.line; line <= end.line; line++) {
          if (code[line] && !nested.some((n) => line > n.start && line <= n.end)) count++;
        }
        open.at(-1)?.nested.push({ start: start.line, end: end.line });
        if (count > max) {
          context.report({
            node,
            loc: start,
            messageId: 'tooLong',
            data: { name: functionName(node, sourceCode), count, max },
          });
        }
      },
    };
  },
};

/** The rule as a plugin, for a config's `plugins: { local: ownLinesPlugin }` and `'local/max-own-lines'`. */
export const ownLinesPlugin = { rules: { 'max-own-lines': maxOwnLines } };
