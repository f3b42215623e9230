// @ts-check
/**
 * Keeps verdicts off the wall clock in test code. A test whose outcome depends on how much real time
 * passed (a sleep before a check, a short deadline, a bound on a measured duration) passes on a quiet
 * machine and fails on a busy or slower one with nothing wrong in the product. So in test files:
 * - no sleeps: `waitForTimeout(n)`, `setTimeout(fn, n)` with any delay but 0, or node's promise
 *   timers; wait for a state instead, or advance a controlled clock (vi.useFakeTimers, a story clock);
 * - no literal deadlines (`{ timeout: 5000 }`, `setDefaultTimeout(5000)`): the shared ones in
 *   scripts/patience.ts are sized for a machine many times slower;
 * - no clock reads (`performance.now()`, `Date.now()`): a bound on an elapsed time is a verdict on the
 *   machine's speed.
 */

const timeoutNames = new Set(['timeout', 'timeoutMs', 'testTimeout', 'hookTimeout', 'teardownTimeout']);

/**
 * A number of milliseconds written in the file: a literal, arithmetic or a choice between them, or a
 * `const` that holds one (`const late = 60_000`). `constantOf` finds what a name was declared as.
 * @param {import('estree').Node | undefined} node
 * @param {(name: import('estree').Identifier) => import('estree').Node | undefined} constantOf
 * @returns {boolean}
 */
const isNumber = (node, constantOf) =>
  node !== undefined &&
  ((node.type === 'Literal' && typeof node.value === 'number') ||
    (node.type === 'Identifier' && isNumber(constantOf(node), () => undefined)) ||
    (node.type === 'BinaryExpression' &&
      isNumber(/** @type {any} */ (node.left), constantOf) &&
      isNumber(node.right, constantOf)) ||
    (node.type === 'ConditionalExpression' &&
      (isNumber(node.consequent, constantOf) || isNumber(node.alternate, constantOf))));

/** @param {import('estree').Node | undefined} node */
const isZero = (node) => node !== undefined && node.type === 'Literal' && node.value === 0;

/** @param {import('estree').Node} callee */
const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
      ? callee.property.name
      : undefined;

/** @param {import('estree').Node} callee @param {string} object @param {string} property */
const isMemberCall = (callee, object, property) =>
  callee.type === 'MemberExpression' &&
  callee.object.type === 'Identifier' &&
  callee.object.name === object &&
  callee.property.type === 'Identifier' &&
  callee.property.name === property;

const testFunctions = new Set(['it', 'test', 'describe', 'bench', 'suite']);
const hooks = new Set(['beforeAll', 'beforeEach', 'afterAll', 'afterEach']);

/** The name a call chain starts from: `it` for it(...), it.each(...)(...) and it.concurrent.each(...)(...). */
/** @param {import('estree').Node} node @returns {string | undefined} */
const rootName = (node) =>
  node.type === 'Identifier'
    ? node.name
    : node.type === 'MemberExpression'
      ? rootName(node.object)
      : node.type === 'CallExpression'
        ? rootName(node.callee)
        : undefined;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps test verdicts independent of how much real time passed.' },
    messages: {
      sleep:
        'A sleep makes the verdict depend on how fast the machine is: wait for a state, or advance a clock the test controls.',
      literalTimeout:
        'A deadline of its own is one a busy machine can reach: use waitAtMostMs from scripts/patience.ts, or none.',
      clockRead:
        'Reading the real clock in a test bounds an elapsed time: run the duration on a clock the test controls.',
    },
    schema: [],
  },
  create(context) {
    /** The value a `const` of this name was declared with, looked up from where the name is used. */
    /** @param {import('estree').Identifier} identifier */
    const constantOf = (identifier) => {
      for (let scope = context.sourceCode.getScope(identifier); scope; scope = scope.upper) {
        const variable = scope.set.get(identifier.name);
        if (!variable) continue;
        const definition = variable.defs[0];
        return definition?.type === 'Variable' && definition.parent.kind === 'const'
          ? (definition.node.init ?? undefined)
          : undefined;
      }
      return undefined;
    };
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name === 'waitForTimeout') context.report({ node, messageId: 'sleep' });
        if (name === 'setTimeout' && node.callee.type === 'Identifier') {
          const delay = node.arguments[1];
          if (delay !== undefined && !isZero(/** @type {import('estree').Node} */ (delay)))
            context.report({ node, messageId: 'sleep' });
        }
        if (
          (name === 'setDefaultTimeout' || name === 'setDefaultNavigationTimeout') &&
          isNumber(/** @type {import('estree').Node} */ (node.arguments[0]), constantOf)
        )
          context.report({ node, messageId: 'literalTimeout' });
        // A test's or hook's own timeout, passed as its last argument.
        const root = rootName(node.callee);
        const timeoutArgument =
          root && testFunctions.has(root)
            ? node.arguments[2]
            : root && hooks.has(root)
              ? node.arguments[1]
              : undefined;
        if (isNumber(/** @type {import('estree').Node | undefined} */ (timeoutArgument), constantOf))
          context.report({ node, messageId: 'literalTimeout' });
        if (isMemberCall(node.callee, 'performance', 'now') || isMemberCall(node.callee, 'Date', 'now'))
          context.report({ node, messageId: 'clockRead' });
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : undefined;
        if (
          key &&
          timeoutNames.has(key) &&
          isNumber(/** @type {import('estree').Node} */ (node.value), constantOf)
        )
          context.report({ node, messageId: 'literalTimeout' });
      },
      ImportDeclaration(node) {
        if (node.source.value === 'node:timers/promises' || node.source.value === 'timers/promises')
          context.report({ node, messageId: 'sleep' });
      },
    };
  },
};
