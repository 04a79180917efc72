// The source pointer and nesting depth of Node's report of an uncaught error or rejection.
const { spawnSync } = require('child_process');
const fs = require('fs'), os = require('os'), path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco6-uncaught-'));
const scripts = {
  'async-throw.js': "async function f() { throw new Error('x'); }\nf();\n",
  'reject-later.js': "setTimeout(() => { const e = new Error('later'); Promise.reject(e); }, 1);\n",
  'stack-read.js': "const e = new Error('read');\ne.stack;\nPromise.reject(e);\n",
  'stack-set.js': "const e = new Error('set');\ne.stack += '\\n    extra';\nPromise.reject(e);\n",
  'stack-like.js': "Promise.reject({ stack: 'not an error', message: 'm' });\n",
  'tabs.js': "function f() {\n\tif (true) {\n\t\tthrow new Error('tab');\n\t}\n}\nf();\n",
  'entry.mjs': "function f() {\n\tthrow new Error('in module');\n}\nf();\n",
  'entry-read.mjs': "const e = new Error('read in module');\ne.stack;\nthrow e;\n",
  'assign-throw.js': "function f() {\n  throw Object.assign(new Error('with code'), { code: 'E_X' });\n}\nf();\n",
  'deep.js': "Promise.reject(Object.assign(new Error('deep'), { l1: { l2: { l3: { l4: { l5: { l6: { l7: 1 } } } } } } }));\n",
};
for (const [name, text] of Object.entries(scripts)) {
  fs.writeFileSync(path.join(dir, name), text);
  const r = spawnSync(process.execPath, [path.join(dir, name)], { encoding: 'utf8' });
  const lines = r.stderr.split('\n').filter((l) => !/^\s+at /.test(l) && !l.startsWith('Node.js'));
  console.log(`--- ${name} ${r.status}`);
  console.log(lines.join('\n').split(dir).join('<dir>').trimEnd());
}
fs.rmSync(dir, { recursive: true });
