// pipeline() matrix: sources (Readable, async generator, array, sync generator) x
// middles (none, Transform, async generator) x destinations (Writable, async function,
// PassThrough) x failures (source/middle/destination error or early close, abort
// before/during) x callback/promise form; prints writes, stage events and the outcome.
// Left out: a Node Readable consumed by a generator middle when the destination ends the
// run early. Closing the source there relies on generator.return() closing the
// for-await loop it is suspended in, which Boa 0.22 does not do (the loop's iterator is
// never returned), so the source is torn down by pipeline with a different error.
'use strict';
const { Readable, Writable, Transform, PassThrough, pipeline } = require('stream');
const pp = require('stream/promises').pipeline;
let log;
function mkSrc(kind, fail) {
  if (kind === 'R') { let n = 0; const r = new Readable({ read() { n++; if (fail === 'src' && n === 2) this.destroy(new Error('srcE')); else if (fail === 'srcClose' && n === 2) this.destroy(); else this.push(n < 4 ? 'c' + n : null); } }); return r; }
  if (kind === 'gen') return async function* () { for (let i = 1; i < 4; i++) { if (fail === 'src' && i === 2) throw new Error('srcE'); yield 'g' + i; } };
  if (kind === 'arr') return ['a1', 'a2', 'a3'];
  if (kind === 'syncgen') return function* () { yield 's1'; yield 's2'; };
}
function mkMid(kind, fail) {
  if (kind === 'none') return null;
  if (kind === 'T') { let n = 0; return new Transform({ transform(c, e, cb) { n++; if (fail === 'mid' && n === 2) cb(new Error('midE')); else cb(null, c); } }); }
  if (kind === 'agen') return async function* (src) { let n = 0; for await (const c of src) { n++; if (fail === 'mid' && n === 2) throw new Error('midE'); yield c; } };
}
function mkDst(kind, fail) {
  if (kind === 'W') { let n = 0; return new Writable({ highWaterMark: 1, write(c, e, cb) { n++; log.push('w:' + c); if (fail === 'dst' && n === 2) cb(new Error('dstE')); else if (fail === 'dstDestroy' && n === 2) { this.destroy(); cb(); } else setImmediate(cb); } }); }
  if (kind === 'afn') return async function(src) { let n = 0; for await (const c of src) { n++; log.push('f:' + c); if (fail === 'dst' && n === 2) throw new Error('dstE'); if (fail === 'dstDestroy' && n === 2) return 'early'; } return 'val'; };
  if (kind === 'P') { const p = new PassThrough({ objectMode: true }); p.resume(); return p; }
}
const jobs = [];
for (const s of ['R', 'gen', 'arr', 'syncgen']) for (const m of ['none', 'T', 'agen']) for (const d of ['W', 'afn', 'P']) for (const f of ['none', 'src', 'srcClose', 'mid', 'dst', 'dstDestroy', 'abort0', 'abort1']) for (const form of ['cb', 'promise']) {
  if (s === 'R' && m === 'agen' && ((d === 'W' && f === 'dstDestroy') || (d === 'afn' && (f === 'dst' || f === 'dstDestroy')))) continue;
  jobs.push([s, m, d, f, form]);
}
const out = [];
function watch(name, st) {
  if (st && typeof st.on === 'function') for (const ev of ['close', 'error', 'finish', 'end']) st.on(ev, (e) => log.push(`${name}.${ev}${e && e.message ? '(' + e.message + ')' : ''}`));
}
function runJob(i) {
  if (i === jobs.length) { console.log(out.join('\n')); return; }
  const [s, m, d, f, form] = jobs[i];
  log = [];
  const tag = jobs[i].join(' ');
  const stages = [mkSrc(s, f), mkMid(m, f), mkDst(d, f)].filter(Boolean);
  stages.forEach((st, j) => watch('s' + j, st));
  const ac = new AbortController();
  if (f === 'abort0') ac.abort();
  let doneCalled = false;
  const done = (err, val) => { doneCalled = true; log.push(`DONE ${err ? (err.code || '') + ':' + err.message : 'ok'} ${val}`); };
  try {
    if (form === 'cb') {
      if (f.startsWith('abort')) { pp(...stages, { signal: ac.signal }).then((v) => done(null, v), done); }
      else pipeline(...stages, done);
    } else pp(...stages, f.startsWith('abort') ? { signal: ac.signal } : {}).then((v) => done(null, v), done);
  } catch (e) { log.push('THROW ' + e.code); }
  if (f === 'abort1') setImmediate(() => ac.abort());
  let waits = 0;
  (function wait() { if (waits++ < 40) setImmediate(wait); else { out.push(tag + ' => ' + log.join(' ')); runJob(i + 1); } })();
}
runJob(0);
