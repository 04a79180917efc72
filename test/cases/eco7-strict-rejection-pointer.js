// Under --unhandled-rejections=strict an unhandled rejection is reported from Node's strict-mode lines, in throw mode from the others.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco7-strict-'));
const scripts = {
  'primitive.js': 'Promise.reject(5);',
  'own-stack.js': "Promise.reject({ stack: 'Custom: own stack' });",
  'read-stack.js': "const e = new Error('read'); e.stack; Promise.reject(e);",
};
for (const [name, text] of Object.entries(scripts)) {
  fs.writeFileSync(path.join(dir, name), text);
  for (const mode of ['strict', 'throw']) {
    const r = spawnSync(process.execPath, [`--unhandled-rejections=${mode}`, path.join(dir, name)],
                        { encoding: 'utf8' });
    const head = r.stderr.split('\n').filter((l) => !l.startsWith('    at ')).slice(0, 5).join('\n');
    console.log(`--- ${name} ${mode} exit=${r.status}\n${head.replaceAll(dir, 'DIR')}`);
  }
}
fs.rmSync(dir, { recursive: true });
