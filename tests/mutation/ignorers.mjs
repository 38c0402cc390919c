// @ts-check
/**
 * Stryker ignorer plugins (stryker.config.mjs, `ignorers`): code whose every mutant is equivalent for one reason
 * that holds wherever the code has that shape. Stryker asks each plugin about every syntax node on its way down the
 * file; a reason returned leaves that node and everything inside it unmutated, reported as "ignored" with the reason
 * (https://stryker-mutator.io/docs/stryker-js/configuration/#ignorers-string). A mutant equivalent for a reason of
 * its own line keeps a `// Stryker disable next-line` comment there instead (docs/testing.md, "Equivalent mutants").
 *
 * The checks read Babel's node shapes directly (`type`, `key`, `callee`), so the module needs no Babel types.
 */
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * @typedef {{ type: string, [field: string]: any }} Node
 * @typedef {{ node: Node, parent: Node | null, parentPath: Path | null }} Path
 */

/** The name a call's callee ends in: `setup` for `setup(…)`, `createMachine` for `setup(…).createMachine(…)`. */
function calleeName(/** @type {Node} */ call) {
  if (call.type !== 'CallExpression') return undefined;
  const callee = call.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
}

function keyName(/** @type {Node} */ property) {
  if (property.type !== 'ObjectProperty') return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'StringLiteral') return property.key.value;
  return undefined;
}

/** The program a path is in. */
function programOf(/** @type {Path} */ path) {
  let at = path;
  while (at.parentPath) at = at.parentPath;
  return at.node;
}

/** Calls that reach an actor by its id given as a string: `sendTo('paging', …)`, `stopChild('paging')`, `system.get(…)`. */
const BY_ID = new Set(['sendTo', 'forwardTo', 'stopChild', 'get']);

/**
 * Every string of a program that could name an actor by its id, gathered once per file: `#id` targets and actor
 * event types (`xstate.done.actor.id`) wherever they are written, and ids handed to the calls of BY_ID.
 */
const namesByProgram = new WeakMap();
function actorNamesIn(/** @type {Node} */ program) {
  let names = namesByProgram.get(program);
  if (names) return names;
  names = new Set();
  const visit = (/** @type {any} */ value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object' && typeof value.type === 'string') {
      const texts = value.type === 'StringLiteral' ? [value.value] : value.type === 'TemplateLiteral' ? value.quasis.map((/** @type {Node} */ quasi) => quasi.value.cooked ?? '') : [];
      for (const text of texts) {
        const target = /^#([^.]+)/.exec(text);
        if (target) names.add(target[1]);
        const actorEvent = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(text);
        if (actorEvent) names.add(actorEvent[1]);
      }
      if (value.type === 'CallExpression' && BY_ID.has(calleeName(value) ?? '') && value.arguments[0]?.type === 'StringLiteral') {
        names.add(value.arguments[0].value);
      }
      for (const [field, child] of Object.entries(value)) {
        if (field !== 'loc' && field !== 'leadingComments' && field !== 'trailingComments') visit(child);
      }
    }
  };
  visit(program);
  namesByProgram.set(program, names);
  return names;
}

/** Whether the file reaches an actor by this id (a `#id` target, its done event's type, `sendTo('id')`). */
function namedElsewhere(/** @type {Path} */ path) {
  return actorNamesIn(programOf(path)).has(path.node.value);
}

const TYPES_ONLY = 'types only; nothing of it runs';
const MACHINE_ID = 'no target names the machine by its id';
const INVOKE_ID = 'the invoke is named only by its own done and error events, which follow the name';
const SPAWN_ID = 'the spawned actor is reached through its context entry, never by its id';
const CALLBACK_CLEANUP = "a stopped callback actor's sendBack reaches nobody (XState checks), so its cleanup only frees memory";
const BUCKET_NAME = "the name only keeps this bucket apart from the others'; any other name does too";
const BUCKET_CASE = 'upper case makes one bucket of every way of writing the text as well';

/**
 * XState's machines (src/machines): what only TypeScript reads, and names nothing looks an actor up by.
 * - `types` in `setup({ … })`, and the `setup` object itself when `types` is all it holds;
 * - a machine's `id` (`createMachine({ id })`), an invoke's `id` and a spawned actor's `id`, unless another string
 *   of the file names it (`#id`, `xstate.done.actor.id`, `sendTo('id')`): then a wrong id is observable;
 * - the function a `fromCallback` actor returns, its cleanup.
 */
const xstate = {
  shouldIgnore(/** @type {Path} */ path) {
    const { node, parent } = path;
    const grandparent = path.parentPath?.parent;
    if (node.type === 'ObjectProperty' && keyName(node) === 'types' && grandparent && calleeName(grandparent) === 'setup') {
      return TYPES_ONLY;
    }
    if (
      node.type === 'ObjectExpression' &&
      parent &&
      calleeName(parent) === 'setup' &&
      node.properties.length > 0 &&
      node.properties.every((/** @type {Node} */ property) => keyName(property) === 'types')
    ) {
      return TYPES_ONLY;
    }
    if (node.type === 'StringLiteral' && parent && keyName(parent) === 'id' && parent.value === node) {
      const options = /** @type {Path} */ (path.parentPath).parentPath;
      const holder = options?.parentPath;
      if (!options || !holder || options.node.type !== 'ObjectExpression') return undefined;
      // `createMachine({ id })`, or a machine factory's (`createReviewQueueMachine({ id })`), which hands it on
      if (/^create\w*Machine$/.test(calleeName(holder.node) ?? '') && holder.node.arguments[0] === options.node) {
        return namedElsewhere(path) ? undefined : MACHINE_ID;
      }
      // `invoke: { id, src }` or `invoke: [{ id, src }, …]`
      const invokeProperty = holder.node.type === 'ArrayExpression' ? holder.parent : holder.node;
      if (invokeProperty && keyName(invokeProperty) === 'invoke') {
        return namedElsewhere(path) ? undefined : INVOKE_ID;
      }
      // `spawn('paging', { id })`, `spawnChild('paging', { id })`
      const spawner = calleeName(holder.node);
      if ((spawner === 'spawn' || spawner === 'spawnChild') && holder.node.arguments[1] === options.node) {
        return namedElsewhere(path) ? undefined : SPAWN_ID;
      }
    }
    if (node.type === 'ArrowFunctionExpression' && parent?.type === 'ReturnStatement') {
      const body = path.parentPath?.parentPath;
      const actorFunction = body?.parentPath;
      const call = actorFunction?.parent;
      if (body?.node.type === 'BlockStatement' && call && calleeName(call) === 'fromCallback' && call.arguments[0] === actorFunction?.node) {
        return CALLBACK_CLEANUP;
      }
    }
    return undefined;
  },
};

/** Whether a template literal is a rate limit's bucket key: handed to `enforceRateLimit`, or what a `…Bucket` function returns. */
function isBucketKey(/** @type {Path} */ template) {
  const { node, parent } = template;
  if (node.type !== 'TemplateLiteral' || !parent) return false;
  if (calleeName(parent) === 'enforceRateLimit') return parent.arguments.includes(node);
  const owner = parent.type === 'ReturnStatement' ? template.parentPath?.parentPath?.parent : undefined;
  return owner?.type === 'FunctionDeclaration' && /Bucket$/.test(owner.id?.name ?? '');
}

/**
 * The server's rate limits (server/routes/auth.ts): what only makes one bucket key differ from another.
 * - a string handed to a function whose name ends in `Bucket` (`ipBucket('login', request)`): that route's
 *   keys differ from the other routes';
 * - the letter case of a typed text hashed into a key (`` `login:id:${hashToken(identifier.toLowerCase())}` ``):
 *   the fold makes every way of writing it one bucket, which folding to upper case does as well.
 */
const rateLimitBuckets = {
  shouldIgnore(/** @type {Path} */ path) {
    const { node, parent } = path;
    if (node.type === 'StringLiteral' && parent?.arguments?.includes(node)) {
      return calleeName(parent)?.endsWith('Bucket') ? BUCKET_NAME : undefined;
    }
    if (
      node.type === 'CallExpression' &&
      calleeName(node) === 'toLowerCase' &&
      node.arguments.length === 0 &&
      node.callee.object.type === 'Identifier' &&
      parent &&
      calleeName(parent) === 'hashToken' &&
      path.parentPath?.parentPath &&
      isBucketKey(path.parentPath.parentPath)
    ) {
      return BUCKET_CASE;
    }
    return undefined;
  },
};

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'xstate', xstate),
  declareValuePlugin(PluginKind.Ignore, 'rateLimitBuckets', rateLimitBuckets),
];
