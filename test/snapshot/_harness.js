'use strict';
// Shared driver of the error snapshot scripts in this directory. Each script lists cases;
// a case calls the API under test and reports through `done(err, value)` (callback forms)
// or throws (sync forms). For every case one block is printed: how it ended (THROW, a
// synchronous CB, an async CB, or OK), then the error's class, name, code, errno, syscall,
// path, message, Object.keys and the first line of its stack. Temporary paths are replaced
// by <TMP> so the output is comparable across runtimes (test/tests/snapshots.rs pins it;
// tools/snapshot-diff.sh compares it with a real node).
const fs = require('fs');
const os = require('os');
const path = require('path');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-snap-'));
fs.writeFileSync(path.join(tmp, 'small.txt'), 'hello');
fs.mkdirSync(path.join(tmp, 'dir'));

function norm(v) {
  if (typeof v !== 'string') return v;
  return v.split(tmp).join('<TMP>');
}

function describe(label, how, err, value) {
  const lines = [`${label}: ${how}`];
  if (err === null || err === undefined) {
    lines.push(`  value=${typeof value === 'string' ? JSON.stringify(value) : Buffer.isBuffer(value) ? `<Buffer len ${value.length}>` : String(value)}`);
    return lines.join('\n');
  }
  if (typeof err !== 'object') {
    lines.push(`  thrown=${String(err)}`);
    return lines.join('\n');
  }
  const first = typeof err.stack === 'string' ? err.stack.split('\n')[0] : String(err.stack);
  lines.push(`  class=${err.constructor && err.constructor.name} name=${err.name} code=${err.code} ` +
    `errno=${err.errno} syscall=${err.syscall} path=${norm(err.path)}`);
  lines.push(`  message=${norm(err.message)}`);
  lines.push(`  keys=${JSON.stringify(Object.keys(err))}`);
  lines.push(`  stack0=${norm(first)}`);
  return lines.join('\n');
}

// cases: [label, (done) => void]. Runs them one after another.
function run(cases) {
  const out = [];
  let i = 0;
  const next = () => {
    if (i >= cases.length) {
      fs.rmSync(tmp, { recursive: true, force: true });
      console.log(out.join('\n'));
      return;
    }
    const [label, fn] = cases[i++];
    let sync = true;
    let finished = false;
    const done = (err, value) => {
      if (finished) return;
      finished = true;
      out.push(describe(label, sync ? 'SYNC-CB' : 'CB', err, value));
      setImmediate(next);
    };
    try {
      const r = fn(done);
      if (r === 'sync-ok') done(null, 'ok');
    } catch (err) {
      finished = true;
      out.push(describe(label, 'THROW', err));
      setImmediate(next);
    }
    sync = false;
  };
  next();
}

module.exports = { tmp, run, p: (name) => path.join(tmp, name) };
