// vm's breakOnSigint: a SIGINT during the run ends its loops with
// ERR_SCRIPT_EXECUTION_INTERRUPTED (no catch inside stops it), reaches no 'SIGINT' listener
// meanwhile, and the process's own handling comes back afterwards.
const vm = require('vm');
const assert = require('assert');

const interrupted = { code: 'ERR_SCRIPT_EXECUTION_INTERRUPTED', name: 'Error',
                      message: 'Script execution was interrupted by `SIGINT`' };
assert.throws(() => vm.runInThisContext(
  `process.kill(process.pid, 'SIGINT'); for (;;) {}`, { breakOnSigint: true }), interrupted);
console.log('loop interrupted');

assert.throws(() => vm.runInNewContext(
  `k(); while (true) {}`, { k: () => process.kill(process.pid, 'SIGINT') },
  { breakOnSigint: true }), interrupted);
console.log('new context interrupted');

assert.throws(() => new vm.Script(
  `try { process.kill(process.pid, 'SIGINT'); for (;;) {} } catch { 'caught' }`)
  .runInThisContext({ breakOnSigint: true }), interrupted);
console.log('a catch inside does not stop it');

// Without the option the loop is not rewritten and a bounded one runs to its end.
console.log(vm.runInThisContext('let n = 0; for (let i = 0; i < 30000; i++) n++; n',
                                { breakOnSigint: false }));

let calls = 0;
process.on('SIGINT', () => { calls++; });
assert.throws(() => vm.runInThisContext(
  `process.kill(process.pid, 'SIGINT'); do {} while (true)`, { breakOnSigint: true }), interrupted);
setTimeout(() => {
  console.log('listener calls during the run:', calls);
  process.kill(process.pid, 'SIGINT');
  const wait = setInterval(() => {
    if (calls === 0) return;
    clearInterval(wait);
    console.log('listener calls after it:', calls);
    process.removeAllListeners('SIGINT');
  }, 5);
}, 20);
