'use strict';
// Run with MINIRT_TRACE_FS=1: performs exactly one small fs.readFile or fs.writeFile
// (argv[2] = 'read' | 'write' | 'read-promise' | 'write-promise'), so the caller can count
// the pool-task lines on stderr.
const fs = require('fs');
const path = require('path');
const os = require('os');
const file = path.join(os.tmpdir(), `minirt-trace-${process.pid}.txt`);
fs.writeFileSync(file, 'x'.repeat(1024));
const done = (err) => {
  fs.unlinkSync(file);
  if (err) throw err;
  console.log('ok');
};
switch (process.argv[2]) {
  case 'read': fs.readFile(file, (err) => done(err)); break;
  case 'read-utf8': fs.readFile(file, 'utf8', (err) => done(err)); break;
  case 'write': fs.writeFile(file, 'data', (err) => done(err)); break;
  case 'read-promise': fs.promises.readFile(file).then(() => done(), done); break;
  case 'write-promise': fs.promises.writeFile(file, 'data').then(() => done(), done); break;
  default: throw new Error('mode?');
}
