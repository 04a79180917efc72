// An uncaught object that only inherits from Error.prototype (error-class factories) is reported as a thrown object, and rejecting a promise with one is an ERR_UNHANDLED_REJECTION.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco7-uncaught-'));
const scripts = {
  'factory.js': [
    'function E(m) { this.message = m; Error.captureStackTrace(this, E); }',
    'E.prototype = Object.create(Error.prototype);',
    "E.prototype.name = 'E';",
    "throw new E('made by a factory');",
  ].join('\n'),
  'reject.js': "const e = Object.create(Error.prototype); e.message = 'm'; Promise.reject(e);",
  'reject-own-stack.js': "Promise.reject(Object.assign(Object.create(Error.prototype), { stack: 'Custom: own stack' }));",
  'native.js': "class X extends Error {}\nthrow new X('native');",
};
for (const [name, text] of Object.entries(scripts)) {
  fs.writeFileSync(path.join(dir, name), text);
  const r = spawnSync(process.execPath, [path.join(dir, name)], { encoding: 'utf8' });
  const err = r.stderr.split('\n').filter((l) => !l.startsWith('    at ')).join('\n')
    .replaceAll(dir, 'DIR').replace(/Node\.js v\S+/, 'Node.js VERSION');
  console.log(`--- ${name} exit=${r.status}\n${JSON.stringify(err)}`);
}
fs.rmSync(dir, { recursive: true });
