// Flags: --experimental-vm-modules --no-warnings
// minirt's own test: vm.SourceTextModule and vm.SyntheticModule as Node 26.10 behaves
// (each expectation here was checked against it): statuses through link and evaluate, the
// linker's arguments, linkRequests()/instantiate(), requests and top-level await read from
// the text, namespaces before and after evaluation, import.meta, contexts, errors, and
// synthetic exports that stay live.
'use strict';
const common = require('../common');
const assert = require('assert');
const vm = require('vm');
const { inspect, types } = require('util');

async function main() {
  // Requests, in source order, each once; top-level await.
  const root = new vm.SourceTextModule(
    'import { a } from "dep"; export * from "syn"; import "dep";\n' +
    'export default a + 1; export const meta = import.meta.tag; await 0;',
    {
      identifier: 'root',
      initializeImportMeta(meta, module) {
        meta.tag = module === root ? 'root' : 'other';
      },
    });
  assert.strictEqual(root.status, 'unlinked');
  assert.strictEqual(root.identifier, 'root');
  assert.deepStrictEqual(root.dependencySpecifiers, ['dep', 'syn']);
  assert.deepStrictEqual(root.moduleRequests.map((r) => [r.specifier, r.phase]),
                         [['dep', 'evaluation'], ['syn', 'evaluation']]);
  assert.strictEqual(root.hasTopLevelAwait(), true);
  assert.throws(() => root.namespace, { code: 'ERR_VM_MODULE_STATUS' });
  assert.throws(() => root.error, { code: 'ERR_VM_MODULE_STATUS', message: 'Module status must be errored' });
  await assert.rejects(root.evaluate(), { code: 'ERR_VM_MODULE_STATUS' });

  const dep = new vm.SourceTextModule('export let a = 41; export function bump() { a++; }');
  assert.match(dep.identifier, /^vm:module\(\d+\)$/);
  assert.strictEqual(dep.hasTopLevelAwait(), false);
  const syn = new vm.SyntheticModule(['s', 'default'], function() {
    this.setExport('s', 'set in evaluate');
  });
  // Synthetic modules are linked from the start; values set before evaluation are kept.
  assert.strictEqual(syn.status, 'linked');
  syn.setExport('default', 5);
  assert.throws(() => syn.setExport('nope', 1), ReferenceError);

  const calls = [];
  await root.link(common.mustCall((specifier, referencing, extra) => {
    calls.push(specifier);
    assert.strictEqual(referencing, root);
    assert.deepStrictEqual({ ...extra.attributes }, {});
    return specifier === 'dep' ? dep : syn;
  }, 2));
  assert.deepStrictEqual(calls, ['dep', 'syn']);
  assert.strictEqual(root.status, 'linked');
  assert.strictEqual(dep.status, 'linked');
  await assert.rejects(root.link(() => {}), { code: 'ERR_VM_MODULE_ALREADY_LINKED' });
  assert.strictEqual(inspect(dep.namespace), '[Module: null prototype] { a: <uninitialized>, bump: [Function: bump] }');
  assert.ok(types.isModuleNamespaceObject(root.namespace));

  await root.evaluate();
  assert.strictEqual(root.status, 'evaluated');
  assert.strictEqual(dep.status, 'evaluated');
  assert.strictEqual(root.namespace.default, 42);
  assert.strictEqual(root.namespace.meta, 'root');
  assert.strictEqual(root.namespace.s, 'set in evaluate');
  // Live bindings: a dependency's change and a later setExport are seen.
  dep.namespace.bump();
  assert.strictEqual(dep.namespace.a, 42);
  syn.setExport('s', 'later');
  assert.strictEqual(root.namespace.s, 'later');
  assert.strictEqual(inspect(syn), "SyntheticModule {\n  status: 'evaluated',\n  identifier: " +
    `'${syn.identifier}',\n  context: undefined\n}`);

  // An evaluation that throws: errored, the same error again, no namespace change.
  const bad = new vm.SourceTextModule('export const x = 1; throw new TypeError("no")');
  await bad.link(common.mustNotCall());
  await assert.rejects(bad.evaluate(), { name: 'TypeError', message: 'no' });
  assert.strictEqual(bad.status, 'errored');
  assert.strictEqual(bad.error.message, 'no');
  await assert.rejects(bad.evaluate(), (e) => e === bad.error);

  // A linker that returns something else.
  const wants = new vm.SourceTextModule('import "x";');
  await assert.rejects(wants.link(() => ({})), { code: 'ERR_VM_MODULE_NOT_MODULE' });
  assert.strictEqual(wants.status, 'errored');

  // Contexts: the module runs in the context's realm and sees its sandbox.
  const sandbox = vm.createContext({ x: 5 });
  const inContext = new vm.SourceTextModule('export const y = x + 1; globalThis.z = 3;',
                                            { context: sandbox });
  assert.strictEqual(inContext.identifier, 'vm:module(0)');
  assert.strictEqual(inContext.context, sandbox);
  await inContext.link(common.mustNotCall());
  await inContext.evaluate();
  assert.strictEqual(inContext.namespace.y, 6);
  assert.strictEqual(sandbox.z, 3);
  await assert.rejects(
    new vm.SourceTextModule('import "a";', { context: sandbox }).link(() => dep),
    { code: 'ERR_VM_MODULE_DIFFERENT_CONTEXT' });

  // A dynamic import with no importModuleDynamically option.
  const dyn = new vm.SourceTextModule('export default import("x");');
  await dyn.link(common.mustNotCall());
  await dyn.evaluate();
  await assert.rejects(dyn.namespace.default, { code: 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING' });

  // The synchronous pair: linkRequests() for every module with requests, then instantiate().
  {
    const top = new vm.SourceTextModule('import { x } from "mid"; export default x + 1;');
    const mid = new vm.SourceTextModule('import "leaf"; export const x = globalThis.leafRan;');
    const leaf = new vm.SourceTextModule('globalThis.leafRan = 1;');
    assert.throws(() => top.instantiate(),
                  { code: 'ERR_VM_MODULE_LINK_FAILURE', message: 'module is not linked' });
    assert.throws(() => top.linkRequests([]),
                  { name: 'TypeError', code: 'ERR_MODULE_LINK_MISMATCH', message: 'Expected 1 modules, got 0' });
    assert.throws(() => top.linkRequests([{}]), { code: 'ERR_VM_MODULE_NOT_MODULE' });
    assert.throws(() => top.linkRequests('x'), { code: 'ERR_INVALID_ARG_TYPE' });
    top.linkRequests([mid]);
    assert.throws(() => top.instantiate(), {
      code: 'ERR_VM_MODULE_LINK_FAILURE',
      message: `request for 'leaf' can not be resolved on module '${mid.identifier}' that is not linked`,
    });
    mid.linkRequests([leaf]);
    let reactions = 0;
    Promise.resolve().then(() => reactions++);
    top.instantiate();
    assert.strictEqual(reactions, 0);
    assert.deepStrictEqual([top.status, mid.status, leaf.status], ['linked', 'linked', 'linked']);
    assert.throws(() => top.instantiate(), { code: 'ERR_VM_MODULE_STATUS' });
    await top.evaluate();
    assert.strictEqual(top.namespace.default, 2);
    delete globalThis.leafRan;
    const missing = new vm.SourceTextModule('import { nope } from "mid";');
    missing.linkRequests([mid]);
    assert.throws(() => missing.instantiate(), SyntaxError);
    assert.strictEqual(missing.status, 'unlinked');
  }

  // evaluate() hands back the engine's promise: already settled for a module without
  // top-level await. Evaluating a module from inside its own evaluation is refused.
  {
    const quick = new vm.SourceTextModule('export default 1;');
    await quick.link(common.mustNotCall());
    assert.strictEqual(inspect(quick.evaluate()), 'Promise { undefined }');
    let self;
    globalThis.reenter = () => self.evaluate();
    self = new vm.SourceTextModule('export const again = globalThis.reenter();');
    await self.link(common.mustNotCall());
    await self.evaluate();
    await assert.rejects(self.namespace.again, { code: 'ERR_VM_MODULE_STATUS' });
    delete globalThis.reenter;
    const synthetic = new vm.SyntheticModule(['again'], function() {
      this.setExport('again', synthetic.evaluate());
    });
    await synthetic.evaluate();
    await assert.rejects(synthetic.namespace.again, { code: 'ERR_VM_MODULE_STATUS' });
    assert.rejects(vm.SourceTextModule.prototype.evaluate.call({}), { code: 'ERR_INVALID_THIS' })
      .then(common.mustCall());
    assert.throws(() => vm.SyntheticModule.prototype.setExport.call({}, 'a', 1), {
      code: 'ERR_INVALID_THIS', message: 'Value of "this" must be of type SyntheticModule',
    });
    assert.ok(Object.isFrozen(root.moduleRequests));
    assert.strictEqual(root.moduleRequests, root.moduleRequests);
    assert.strictEqual(inspect(root, { depth: -1 }), '[SourceTextModule]');
  }

  // Bad arguments.
  assert.throws(() => new vm.SourceTextModule('export {'), { name: 'SyntaxError' });
  assert.throws(() => new vm.SourceTextModule(1), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => new vm.SyntheticModule(['a', 'a'], () => {}), {
    code: 'ERR_INVALID_ARG_VALUE',
    message: "The property 'exportNames.a' is duplicated. Received 'a'",
  });
  assert.throws(() => new vm.SourceTextModule('', { context: {} }), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(dep.link(1), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => new vm.Module(), TypeError);
}

main().then(common.mustCall());
