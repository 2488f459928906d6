// Server messages go through the catalogs (docs/architecture.md, "Server messages in two languages"): in the
// files a block lists, a string or template literal where a user-visible message goes is an error:
//   - the message of new HttpError(status, message, errors), notFound(message), forbidden(message),
//     tooManyRequests(message), and every message of the errors object of validationError({ field: [...] }) and
//     of HttpError's third argument;
//   - a zod check's message argument (.min(1, '…'), .max(n, '…'), .refine(fn, '…'), z.email('…'), …);
//   - the value of an `error` or `message` property (z.string({ error: '…' }), { message: '…' } answers).
// Conditionals, || / ?? and arrow bodies are looked into: `(issue) => (issue.input ? '…' : '…')` is caught too.
// The fix is msg('key', params) (or t(request, 'key') in a handler) with the text in both catalogs.

const MESSAGE =
  'A user-visible server message goes through the catalogs: msg(\'key\', params), or t(request, \'key\') in a handler, with the text in the en-CA and fr-CA catalogs (docs/architecture.md, "Server messages in two languages").';

/** Calls whose argument at an index is a message, and those whose argument at an index is a { field: [messages] }. */
const MESSAGE_ARGUMENTS = new Map([['HttpError', 1], ['notFound', 0], ['forbidden', 0], ['tooManyRequests', 0]]);
const ERRORS_ARGUMENTS = new Map([['HttpError', 2], ['validationError', 0]]);

/** zod's checks and the index of their message argument. */
const ZOD_CHECKS = new Map(
  Object.entries({
    min: 1, max: 1, length: 1, gt: 1, gte: 1, lt: 1, lte: 1, multipleOf: 1, refine: 1, regex: 1,
    email: 0, url: 0, uuid: 0, int: 0, positive: 0, negative: 0, nonnegative: 0, nonpositive: 0, nonempty: 0, finite: 0,
  }),
);

const MESSAGE_PROPERTIES = new Set(['error', 'message']);

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;

/** The literal texts an expression may evaluate to. */
function literalsIn(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return [node];
    case 'ConditionalExpression':
      return [...literalsIn(node.consequent), ...literalsIn(node.alternate)];
    case 'LogicalExpression':
      return [...literalsIn(node.left), ...literalsIn(node.right)];
    case 'ArrowFunctionExpression':
      return node.body.type === 'BlockStatement' ? [] : literalsIn(node.body);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalsIn(node.expression);
    default:
      return [];
  }
}

/** The literal messages of an errors object: { field: ['…'] }. */
function literalsInErrors(node) {
  if (!node || node.type !== 'ObjectExpression') return [];
  return node.properties.flatMap((property) =>
    property.type === 'Property' && property.value.type === 'ArrayExpression' ? property.value.elements.flatMap(literalsIn) : [],
  );
}

const rule = {
  meta: { type: 'problem', docs: { description: 'User-visible server messages go through the i18n catalogs' }, schema: [] },
  create(context) {
    const report = (nodes) => nodes.forEach((node) => context.report({ node, message: MESSAGE }));
    const checkCall = (node) => {
      const name = calleeName(node.callee);
      if (!name) return;
      if (MESSAGE_ARGUMENTS.has(name)) report(literalsIn(node.arguments[MESSAGE_ARGUMENTS.get(name)]));
      if (ERRORS_ARGUMENTS.has(name)) report(literalsInErrors(node.arguments[ERRORS_ARGUMENTS.get(name)]));
      // zod's checks are methods (schema.min(1, '…')) or z.<format>('…').
      if (node.callee.type === 'MemberExpression' && ZOD_CHECKS.has(name)) report(literalsIn(node.arguments[ZOD_CHECKS.get(name)]));
    };
    return {
      CallExpression: checkCall,
      NewExpression: checkCall,
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : null;
        if (!node.computed && MESSAGE_PROPERTIES.has(key)) report(literalsIn(node.value));
      },
    };
  },
};

/** A flat-config block applying the check to `files` (globs from the workspace root); tests are left out. */
module.exports = function serverMessages(files) {
  return {
    files,
    ignores: ['**/__tests__/**'],
    plugins: { 'server-messages': { rules: { 'through-catalogs': rule } } },
    rules: { 'server-messages/through-catalogs': 'error' },
  };
};
