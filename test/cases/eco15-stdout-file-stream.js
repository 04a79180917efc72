// A process whose stdout is a file has a stdout that is a Stream: it has pipe() (which
// stream checks such as is-stream's look for), `instanceof Stream` and
// `instanceof Writable` hold, and a Readable piped into it is written out.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco15-stdout-'));
const out = path.join(dir, 'out.txt');
const child = `
const { Stream, Writable, Readable } = require('stream');
const s = process.stdout;
console.error(typeof s.pipe, s instanceof Stream, s instanceof Writable, s instanceof Readable,
  typeof s.on, s.writable);
const isStream = (x) => x !== null && typeof x === 'object' && typeof x.pipe === 'function';
console.error('is-stream check', isStream(s));
Readable.from(['one\\n', 'two\\n']).pipe(s);
`;
const fd = fs.openSync(out, 'w');
const r = spawnSync(process.execPath, ['-e', child], { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
fs.closeSync(fd);
console.log(r.stderr.trim());
console.log(JSON.stringify(fs.readFileSync(out, 'utf8')), r.status);
fs.rmSync(dir, { recursive: true, force: true });
