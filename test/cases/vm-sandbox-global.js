// vm contexts: the global as a value stands for the sandbox (props added later are seen), self-references map to the global inside, and the sandbox's prototype chain supplies globals
const vm = require('vm');
const sandbox = {};
vm.createContext(sandbox);
const g = vm.runInContext('this', sandbox);
sandbox.later = 'added after';
console.log(g.later, vm.runInContext('globalThis', sandbox).later);
// A window-like sandbox: its own `window` getter returns the proxy, methods come from its prototype.
const proto = { greet() { return `hi from ${this === win ? 'window' : 'other'}`; } };
const win = Object.create(proto);
vm.createContext(win);
const proxy = vm.runInContext('this', win);
Object.defineProperty(win, 'window', { get() { return proxy; }, enumerable: true, configurable: true });
win.self = proxy;
vm.runInContext(`
  var declared = 1;
  window.viaWindow = 2;
  self.viaSelf = 3;
  globalThis.viaGlobalThis = 4;
  var same = [window === globalThis, self === this, typeof greet, greet()];
`, win);
console.log(win.declared, win.viaWindow, win.viaSelf, win.viaGlobalThis, win.same);
console.log(vm.runInContext('[declared, viaWindow, viaSelf, viaGlobalThis].join()', win));
console.log(proxy.declared, proxy.viaWindow, Object.keys(win).sort().join());
