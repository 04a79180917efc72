// finished() matrix: stream kinds x action sequences x options x the step at which
// finished() is attached; prints when (which step) and how each callback settles.
'use strict';
const { Readable, Writable, Duplex, PassThrough, finished } = require('stream');
const kinds = {
  R: () => new Readable({ read() {} }),
  RnoAD: () => new Readable({ read() {}, autoDestroy: false }),
  W: () => new Writable({ write(c, e, cb) { cb(); } }),
  Wasync: () => new Writable({ write(c, e, cb) { setImmediate(cb); } }),
  WnoClose: () => new Writable({ emitClose: false, write(c, e, cb) { cb(); } }),
  D: () => new Duplex({ read() {}, write(c, e, cb) { cb(); } }),
  Dhalf: () => new Duplex({ allowHalfOpen: false, read() {}, write(c, e, cb) { cb(); } }),
  P: () => new PassThrough(),
};
const acts = {
  push: (s) => s.push && s.push('x'),
  pushNull: (s) => s.push && s.push(null),
  resume: (s) => s.resume && s.resume(),
  write: (s) => s.write && s.write('y'),
  end: (s) => s.end && s.end(),
  destroy: (s) => s.destroy(),
  destroyErr: (s) => s.destroy(new Error('E')),
};
const seqs = [
  ['push', 'pushNull', 'resume'], ['write', 'end'], ['end', 'pushNull', 'resume'],
  ['push', 'destroy'], ['write', 'destroy'], ['destroyErr'], ['pushNull', 'destroy'],
  ['end', 'destroy'], ['pushNull', 'resume', 'end'], ['write', 'destroyErr'],
];
const optsList = [undefined, { readable: false }, { writable: false }, { error: false }];
const jobs = [];
for (const k of Object.keys(kinds)) for (const seq of seqs) for (let oi = 0; oi < optsList.length; oi++) for (let at = 0; at <= seq.length; at++) jobs.push([k, seq, oi, at]);
let out = [];
function runJob(i) {
  if (i === jobs.length) { console.log(out.join('\n')); return; }
  const [k, seq, oi, at] = jobs[i];
  const s = kinds[k]();
  s.on('error', () => {});
  const tag = `${k} ${seq.join(',')} o${oi} at${at}`;
  let step = 0;
  const attach = () => {
    try {
      finished(s, ...(optsList[oi] ? [optsList[oi]] : []), (err) => out.push(`${tag}: cb@${step} ${err ? err.code || err.message : 'ok'}`));
    } catch (e) { out.push(`${tag}: throw ${e.code}`); }
  };
  (function go() {
    if (step === at) attach();
    if (step < seq.length) { acts[seq[step]](s); step++; setImmediate(go); }
    else { step++; setImmediate(() => setImmediate(() => runJob(i + 1))); }
  })();
}
runJob(0);
