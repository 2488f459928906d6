// The check that user-visible server messages go through the catalogs (server-messages.cjs), on small snippets.
const { ESLint } = require('eslint');
const tseslint = require('typescript-eslint');
const serverMessages = require('../server-messages.cjs');

const eslint = new ESLint({
  cwd: __dirname,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, serverMessages(['converted/**/*.ts'])],
});

/** The lines the check reports in a snippet linted as a file of a converted folder (or of another one). */
async function reported(code, file = 'converted/area.routes.ts') {
  const [result] = await eslint.lintText(code, { filePath: `${__dirname}/${file}` });
  return result.messages.map((message) => {
    expect(message.ruleId).toBe('server-messages/through-catalogs');
    return message.line;
  });
}

describe('server messages through the catalogs', () => {
  it('refuses a literal message in HttpError, notFound, forbidden, tooManyRequests and in validationError errors', async () => {
    const code = [
      "throw new HttpError(422, 'This worker has no e-mail address.');",
      "throw notFound('No such crew.');",
      "throw forbidden(`Only ${role}s may do this.`);",
      "throw tooManyRequests('Slow down.');",
      "throw validationError({ email: ['Taken.'], name: [msg('validation.required')] });",
      "throw new HttpError(422, msg('x'), { rows: [`Line ${line}: wrong`] });",
    ].join('\n');
    expect(await reported(code)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("refuses a literal as a zod check's message or error, also inside a conditional or an arrow", async () => {
    const code = [
      "const a = z.string().min(1, 'The name field is required.');",
      "const b = z.string().max(50, `At most ${50}.`).refine((v) => v !== 'x', 'Not x.');",
      "const c = z.email('Invalid e-mail.');",
      "const d = z.string({ error: 'The name field must be a string.' });",
      "const e = z.enum(['a', 'b'], { error: (issue) => (issue.input == null ? 'Required.' : msg('validation.one_of')) });",
      "const f = z.number().int({ message: 'Whole numbers only.' });",
    ].join('\n');
    expect(await reported(code)).toEqual([1, 2, 2, 3, 4, 5, 6]);
  });

  it('refuses a literal { message } answered by a handler', async () => {
    expect(await reported("app.get('/', async () => ({ message: 'Worker archived' }));\nreply.send({ message: 'Not found.' });")).toEqual([1, 2]);
  });

  it('accepts messages from the catalogs, and literals that are not messages', async () => {
    const code = [
      "throw new HttpError(422, msg('workers:no_email'));",
      'throw notFound();',
      "throw validationError({ email: [msg('validation.email', { attribute: msg('attributes.email') })] });",
      "const a = z.string().min(1, msg('validation.required')).max(255, required('name'));",
      "const b = z.enum(['name', 'newest'], { error: msg('workers:list.order_by') });",
      "app.get('/', async (request) => ({ message: t(request, 'workers:created') }));",
      "const c = ['a', 'b'].includes('a') && value.startsWith('x') && Math.max(1, 2);",
      "request.log.error({ err: error }, 'unhandled error');",
      "throw new Error('E-mail links must be http(s) URLs.');",
    ].join('\n');
    expect(await reported(code)).toEqual([]);
  });

  it('leaves folders not converted yet and tests alone', async () => {
    const code = "throw notFound('No such crew.');";
    expect(await reported(code, 'not-yet/area.routes.ts')).toEqual([]);
    expect(await reported(code, 'converted/__tests__/area.test.ts')).toEqual([]);
  });
});
