// module.registerHooks() with synchronous resolve and load hooks for require(): virtual
// modules, redirects, changed sources, the contexts the hooks receive (conditions, format),
// the chain order, deregister(), and Node's errors for a hook that skips `next` without
// shortCircuit or returns a bad url/source.
'use strict';
const { registerHooks } = require('module');
const path = require('path');

const dir = path.join(__dirname, '../fixtures/resolve/patching');
const calls = [];
const short = (url) => url.replace(/^file:\/\/.*\//, 'file:///.../');
const h1 = registerHooks({
  resolve(specifier, context, next) {
    calls.push(['resolve1', specifier, context.conditions, short(context.parentURL),
      Object.keys(context)]);
    if (specifier === 'virtual:thing') {
      return { url: 'file:///virtual/thing.js', shortCircuit: true, format: 'commonjs' };
    }
    if (specifier === 'redirect-me') return next(path.join(dir, 'dep.js'), context);
    return next(specifier, context);
  },
  load(url, context, next) {
    calls.push(['load1', short(url), context.format, Object.keys(context)]);
    if (url === 'file:///virtual/thing.js') {
      return { source: 'module.exports = "virtual " + __filename;', format: 'commonjs',
               shortCircuit: true };
    }
    const result = next(url, context);
    if (url.endsWith('/dep.js')) return { ...result, source: `${result.source}`.replace('dep', 'patched') };
    return result;
  },
});
const h0 = registerHooks({
  resolve(specifier, context, next) {
    calls.push(['resolve0', specifier]);
    return next(specifier, context);
  },
});
console.log(require('virtual:thing'));
console.log(require('redirect-me'));
console.log(require('node:path') === require('path'));
for (const c of calls) console.log(JSON.stringify(c));
h0.deregister();
calls.length = 0;
console.log(require('../fixtures/resolve/patching/dep.js'), calls.length);

function attempt(label, hooks, request) {
  const h = registerHooks(hooks);
  try {
    console.log(label, require(request));
  } catch (e) {
    console.log(label, '!!', e.code, e.message);
  } finally {
    h.deregister();
  }
}
attempt('no shortCircuit', { resolve: () => ({ url: 'file:///x' }) }, 'bad');
attempt('bad url', { resolve: () => ({ url: 5, shortCircuit: true }) }, 'bad2');
attempt('bad source', {
  load: (u, c, n) => (u.endsWith('thing.ts') ? { source: 42, shortCircuit: true } : n(u, c)),
}, '../fixtures/resolve/patching/thing.ts');
attempt('bad format', {
  load: (u, c, n) => (u.endsWith('thing.ts') ? { source: '', format: 1, shortCircuit: true } :
    n(u, c)),
}, '../fixtures/resolve/patching/thing.ts');
h1.deregister();
try {
  registerHooks({ resolve: 1 });
} catch (e) {
  console.log(e.code, e.message);
}
console.log(require('../fixtures/resolve/patching/dep.js'));
