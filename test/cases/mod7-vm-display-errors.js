// vm with displayErrors (the default) puts the script line that threw, with a caret at the throw, above the error's stack; parse errors of Script, runInThisContext and compileFunction get V8's words and that line too; an uncaught one is reported as that stack.
'use strict';
const vm = require('vm');
const { spawnSync } = require('child_process');

const head = (e) => String(e.stack).split('\n').filter((l) => !l.startsWith('    at ')).join('|');
const t = (label, fn) => {
  try {
    fn();
  } catch (e) {
    console.log(label, JSON.stringify(head(e).replace(__filename, 'THIS')), JSON.stringify(e.message));
  }
};
t('throw', () => vm.runInThisContext('throw new Error("vm err")', { filename: 'f.vm' }));
t('new context', () => vm.runInNewContext('\n  throw new TypeError("n")', {}, { filename: 'n.vm' }));
t('no display', () => vm.runInThisContext('throw new Error("nd")', { filename: 'h.vm', displayErrors: false }));
t('default name', () => vm.runInThisContext('function f() { throw new Error("inner"); }\nf()'));
t('made before throw', () => vm.runInThisContext('var made = new Error("x"); throw made;', { filename: 's.vm' }));
t('syntax', () => vm.runInThisContext('let = ;', { filename: 'bad.vm' }));
t('script syntax', () => new vm.Script('x = 1 2', { filename: 'bad2.vm' }));
t('script no display', () => new vm.Script('x = 1 2', { filename: 'bad3.vm', displayErrors: false }));
t('function body eof', () => vm.compileFunction('return ;;(', []));
t('function body', () => vm.compileFunction('let a = 1;\nreturn a b;', [], { filename: 'fn.vm' }));
globalThis.g = () => { throw new Error('from outside'); };
t('thrown outside', () => vm.runInThisContext('g()', { filename: 'o.vm' }));
t('primitive', () => vm.runInThisContext('throw 5'));

const r = spawnSync(process.execPath, ['-e',
  "require('vm').runInThisContext('\\n\\nthrow new RangeError(\"uncaught vm\")', { filename: 'last.vm' })"],
{ encoding: 'utf8' });
console.log(r.status, r.stderr.split('\n').filter((l) => !/^ {4}at |^Node\.js v/.test(l)).join('\n'));
