// V8's optimiser hints under --allow-natives-syntax, reached as Node's tests reach them
// (a direct eval of '%Name(args)'): they see the caller's scope, evaluate their arguments,
// return undefined; without the flag the same eval is a SyntaxError.
'use strict';
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  function local() {
    let calls = 0;
    function add(a, b) { calls++; return a + b; }
    const picked = () => { calls += 10; return add; };
    console.log('prepare', eval('%PrepareFunctionForOptimization(add)'));
    add(1, 2);
    console.log('optimize', eval('%OptimizeFunctionOnNextCall(picked());'));
    console.log('result', add(2, 3), 'calls', calls);
    console.log('never', eval(' %NeverOptimizeFunction(add) '));
  }
  local();
  try {
    eval('%NoSuchNativeAtAll(1)');
  } catch (e) {
    console.log('unknown native:', e.name);
  }
  return;
}

const withFlag = spawnSync(process.execPath, ['--allow-natives-syntax', __filename, 'child'],
                           { encoding: 'utf8' });
process.stdout.write(withFlag.stdout);
console.log('status', withFlag.status);
const without = spawnSync(process.execPath, ['-e', "try { eval('%OptimizeFunctionOnNextCall(Math.max)') } catch (e) { console.log(e.name) }"],
                          { encoding: 'utf8' });
console.log('without the flag:', without.stdout.trim());
