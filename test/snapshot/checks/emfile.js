'use strict';
// Run under `ulimit -n 64`. argv[2] = 'small': 400 concurrent readFile of small files
// must all succeed (the job holds its fd only inside one pool task). 'large': 200
// concurrent readFile of 600 KB files (each keeps its fd between chunks) succeed or fail
// with EMFILE (syscall 'open', the path), as in Node; afterwards no fd is left open.
const fs = require('fs');
const path = require('path');
const os = require('os');
const assert = require('assert');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-emfile-'));
const large = process.argv[2] === 'large';
const count = large ? 200 : 400;
const size = large ? 600 * 1000 : 100;
const files = [];
for (let i = 0; i < (large ? 4 : count); i++) {
  const f = path.join(dir, `f${i}`);
  fs.writeFileSync(f, Buffer.alloc(size, i & 0xff));
  files.push(f);
}
const baseline = fs.readdirSync('/proc/self/fd').length;
let ok = 0;
let emfile = 0;
let left = count;
for (let i = 0; i < count; i++) {
  const f = files[i % files.length];
  fs.readFile(f, (err, data) => {
    if (err) {
      assert.strictEqual(err.code, 'EMFILE', err.message);
      assert.strictEqual(err.syscall, 'open');
      assert.strictEqual(err.path, f);
      assert.strictEqual(err.message, `EMFILE: too many open files, open '${f}'`);
      emfile++;
    } else {
      assert.strictEqual(data.length, size);
      ok++;
    }
    if (--left === 0) {
      assert.strictEqual(fs.readdirSync('/proc/self/fd').length, baseline);
      fs.rmSync(dir, { recursive: true, force: true });
      if (!large) assert.strictEqual(ok, count);
      assert.ok(ok > 0);
      console.log(`ok ${ok} emfile ${emfile > 0 ? 'some' : 'none'}`);
    }
  });
}
