// A vm run stopped by its timeout throws what Node's C++ throws: a plain Error with an own enumerable `code`, whose stack and inspection start `Error: ...` (not `Error [CODE]: ...`).
const vm = require('vm');
const util = require('util');
try { vm.runInThisContext('while(true){}', { timeout: 20 }); } catch (e) {
  console.log(JSON.stringify(Object.getOwnPropertyDescriptor(e, 'code')), String(e), Object.getPrototypeOf(e) === Error.prototype);
  console.log(e.stack.split('\n')[0]);
}
try { vm.runInNewContext('for(;;){}', {}, { timeout: 15 }); } catch (e) { console.log(e.stack.split('\n')[0], e.code); }
try { new vm.Script('while(1);').runInThisContext({ timeout: 10 }); } catch (e) {
  console.log(util.inspect(e).split('\n').filter((l) => !/^\s+at /.test(l)).join('|'));
}
