// A child's stdout that is a file: the synchronous writer's Writable properties and callbacks.
'use strict';
const cp = require('child_process');
const fs = require('fs');
const path = require('path');
const os = require('os');

const file = path.join(os.tmpdir(), `proc6-stdout-file-${process.pid}`);
const src = `
const s = process.stdout;
const keys = ['writable', 'writableLength', 'writableNeedDrain', 'writableEnded', 'writableFinished',
  'writableObjectMode', 'writableCorked', 'writableHighWaterMark', 'destroyed', 'closed', 'errored',
  'readable', 'autoClose', '_type'];
console.error(JSON.stringify(keys.map((k) => [k, s[k]])));
console.error(s.constructor.name, typeof s._write, typeof s.destroySoon, typeof s.getColorDepth);
s.write('a', (...args) => console.error('write cb', args));
s.end('b', (...args) => console.error('end cb', args));
s.on('finish', () => console.error('finish'));
`;
const fd = fs.openSync(file, 'w');
const c = cp.spawn(process.execPath, ['-e', src], { stdio: ['ignore', fd, 'pipe'] });
let err = '';
c.stderr.on('data', (d) => { err += d; });
c.on('close', (code) => {
  fs.closeSync(fd);
  console.log(code, JSON.stringify(fs.readFileSync(file, 'utf8')));
  console.log(err);
  fs.unlinkSync(file);
});
