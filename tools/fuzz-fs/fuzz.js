'use strict';
// fuzz-fs runner: builds a fixture tree per batch of calls, runs the calls drawn by gen.js one
// at a time (each must settle before the next starts; a watchdog reports hangs), prints one
// normalised line per call, and in check mode compares the lines with a recorded file.
//   fuzz.js run    --seed N --calls M [--out FILE]
//   fuzz.js record --seed N --calls M --out FILE
//   fuzz.js check  --file FILE [--allow FILE] [--quiet]
// See README.md next to this file.

const fs = require('fs');
const path = require('path');
const os = require('os');
const { spawnSync } = require('child_process');
const { makeRng, growable, hooks } = require('./values');
const { Gen } = require('./gen');

const BATCH = 20;
const TRACE = !!process.env.FUZZ_FS_TRACE; // name each call on stderr before it starts (finds crashes)
const HANG_MS = Number(process.env.FUZZ_FS_HANG_MS) || 3000;

function parseArgs(argv) {
  const o = { mode: argv[0] };
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const key = a.slice(2);
      if (key === 'quiet') o.quiet = true;
      else o[key] = argv[++i];
    }
  }
  return o;
}

// ---------------------------------------------------------------------------------------
// Normalisation: what one outcome prints as.

let rootText = '';
let rootReal = '';
const randomParts = []; // the six random characters of each mkdtemp result so far
let curEnc = null; // the non-UTF-8 encoding string results of the current call come in
let curFds = []; // the fixture fds ('r', 'rw', 'dir') the current call was given
let curMkdtemp = false; // whether the current call makes a randomly named directory
function norm(s) {
  for (const r of randomParts) s = s.split(r).join('XXXXXX');
  if (rootText) s = s.split(rootText).join('<root>');
  if (rootReal && rootReal !== rootText) s = s.split(rootReal).join('<root>');
  return s;
}

function str(s) {
  s = norm(s);
  if (s.length > 160) s = s.slice(0, 160) + `…(${s.length})`;
  return JSON.stringify(s);
}

function hex(u8, n) {
  let out = '';
  const m = Math.min(u8.length, n);
  for (let i = 0; i < m; i++) out += (u8[i] < 16 ? '0' : '') + u8[i].toString(16);
  return out + (u8.length > n ? '…' : '');
}

function typeOfMode(m) {
  const t = Number(m) & 0o170000;
  return { 0o100000: 'file', 0o40000: 'dir', 0o120000: 'link', 0o10000: 'fifo', 0o20000: 'chr', 0o60000: 'blk', 0o140000: 'sock' }[t] || '?';
}

function statsSummary(s) {
  const big = typeof s.mode === 'bigint';
  const t = typeOfMode(s.mode);
  const keys = Object.keys(s).join(',');
  let out = `${s.constructor && s.constructor.name}(${t} perm=${(Number(s.mode) & 0o7777).toString(8)}${big ? ' big' : ''}`;
  if (t !== 'dir') out += ` size=${s.size} nlink=${s.nlink}`;
  out += ` fns=${typeof s.isFile === 'function'} keys=${keys})`;
  return out;
}

function errSummary(e) {
  const enc = curEnc;
  curEnc = null;
  try {
    return errText(e);
  } finally {
    curEnc = enc;
  }
}

function errText(e) {
  if (e === null || (typeof e !== 'object' && typeof e !== 'function')) return `nonerror ${sum(e, 1)}`;
  let ctor = '?';
  try { ctor = e.constructor ? e.constructor.name : 'null-proto'; } catch { ctor = '!'; }
  let out = `${ctor}`;
  try {
    let path = e.path;
    let message = String(e.message);
    // Node's async mkdtemp reports the filled-in template, six random characters.
    if (e.syscall === 'mkdtemp' && typeof path === 'string' && !path.endsWith('XXXXXX')) {
      const shown = path.slice(0, -6) + '<rand>';
      message = message.split(path).join(shown);
      path = shown;
    }
    out += ` name=${e.name} code=${e.code}`;
    if (e.errno !== undefined) out += ` errno=${e.errno}`;
    if (e.syscall !== undefined) out += ` syscall=${e.syscall}`;
    if (path !== undefined) out += ` path=${sum(path, 1)}`;
    if (e.dest !== undefined) out += ` dest=${sum(e.dest, 1)}`;
    if (e.info !== undefined) out += ` info=${sum(e.info, 1)}`;
    // The numbers of the fixture's fds differ between runtimes (only those the call got).
    for (const key of curFds) {
      const n = fx.fds[key];
      if (n < 40) continue;
      message = message.replace(new RegExp(`(number \\(|Received )${n}(?![0-9_])`, 'g'), `$1<fd:${key}>`);
    }
    out += ` msg=${str(message)}`;
    out += ` keys=[${Object.keys(e).join(',')}]`;
    if (e.cause !== undefined) out += ` cause=${e.cause instanceof Error ? `${e.cause.name}:${str(e.cause.message)}` : sum(e.cause, 1)}`;
  } catch (x) {
    out += ' <unreadable>';
  }
  return out;
}

function sum(x, depth = 0) {
  switch (typeof x) {
    case 'undefined': return 'undefined';
    case 'boolean': return String(x);
    case 'number': return Object.is(x, -0) ? '-0' : String(x);
    case 'bigint': return `${x}n`;
    case 'string': {
      if (!curEnc) return str(x);
      let text = Buffer.from(x, curEnc).toString();
      // UCS-2 drops the odd last byte of a name, and with it part of the random suffix.
      if (curMkdtemp) text = text.replace(/[A-Za-z0-9]{4,6}$/, 'XXXXXX');
      return `${curEnc}<${str(text)}>`;
    }
    case 'symbol': return x.toString();
    case 'function': return `fn:${x.name}`;
  }
  if (x === null) return 'null';
  if (Buffer.isBuffer(x)) {
    // A path returned as a Buffer spells the fixture root: show it as text to normalise it.
    const text = x.toString('latin1');
    if (rootText && (text.includes(rootText) || text.includes(rootReal))) return `Buffer<${str(text)}>`;
    if (curMkdtemp) return `Buffer<${str(text.replace(/[A-Za-z0-9]{6}$/, 'XXXXXX'))}>`;
    return `Buffer(${x.length}:${hex(x, 24)})`;
  }
  if (ArrayBuffer.isView(x)) return `${x.constructor.name}(${x.byteLength})`;
  if (x instanceof Error) return errSummary(x);
  if (x instanceof fs.Stats || (x.constructor && /Stats$/.test(x.constructor.name) && 'mode' in x)) return statsSummary(x);
  if (x instanceof fs.Dirent) return `Dirent(${sum(x.name, 1)},${sum(x.parentPath, 1)},${direntType(x)})`;
  if (x instanceof URL) return `URL(${str(x.href)})`;
  if (typeof x.then === 'function') return 'Promise';
  if (depth > 2) return `${x.constructor ? x.constructor.name : 'null-proto'}{…}`;
  if (Array.isArray(x)) {
    const items = x.slice(0, 40).map((e) => sum(e, depth + 1));
    if (x.length > 40) items.push(`…${x.length}`);
    return `[${items.join(',')}]`;
  }
  const name = x.constructor ? x.constructor.name : 'null-proto';
  if (name === 'FileHandle') return 'FileHandle';
  if (name === 'Dir') return `Dir(${sum(x.path, 1)})`;
  if (name === 'Blob' || name === 'File') return `${name}(size=${x.size},type=${str(x.type)})`;
  if (/Stream|Watcher|Interface/.test(name)) return name;
  // Free blocks and inodes change as the run goes, the type with the machine: the shape only.
  if (name === 'StatFs') return `StatFs{${Object.keys(x).map((key) => `${key}:${typeof x[key]}`).join(',')}}`;
  const keys = Object.keys(x).slice(0, 20);
  return `${name}{${keys.map((key) => `${key}:${sum(x[key], depth + 1)}`).join(',')}}`;
}

function direntType(d) {
  for (const t of ['File', 'Directory', 'SymbolicLink', 'FIFO', 'Socket', 'CharacterDevice', 'BlockDevice']) {
    if (d[`is${t}`]()) return t;
  }
  return '?';
}

// ---------------------------------------------------------------------------------------
// Fixture.

let root;
let fifoCount = 0;
const fx = { dir: '', fds: { r: -1, rw: -1, dir: -1 }, closedFd: 999, batch: 0 };

// Descriptors held for the whole run, so that the fixture's fds get numbers above every
// small literal the fuzzer passes (a runtime with fewer fds of its own would otherwise hand
// out 3, 4 and 5, which a message could not tell from the literal 4).
const ballast = [];
function holdLowFds() {
  for (let i = 0; i < 40; i++) ballast.push(fs.openSync('/dev/null', 'r'));
}

function makeFifos(n) {
  const names = [];
  for (let i = 0; i < n; i++) names.push(path.join(root, 'fifos', `f${i}`));
  fs.mkdirSync(path.join(root, 'fifos'));
  const r = spawnSync('mkfifo', names);
  if (r.status !== 0) throw new Error('mkfifo failed');
  fifoCount = 0;
}

function buildFixture(batch) {
  const dir = path.join(root, `b${batch}`);
  fx.dir = dir;
  fx.batch = batch;
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'a.txt'), 'hello world\n');
  const bytes = Buffer.alloc(256);
  for (let i = 0; i < 256; i++) bytes[i] = i;
  fs.writeFileSync(path.join(dir, 'b.bin'), bytes);
  fs.writeFileSync(path.join(dir, 'empty'), '');
  fs.writeFileSync(path.join(dir, 'ro.txt'), 'read only\n');
  fs.chmodSync(path.join(dir, 'ro.txt'), 0o444);
  fs.mkdirSync(path.join(dir, 'd', 'sub'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'd', 'x.txt'), 'x\n');
  fs.writeFileSync(path.join(dir, 'd', 'sub', 'y.txt'), 'y\n');
  fs.mkdirSync(path.join(dir, 'emptydir'));
  fs.symlinkSync('a.txt', path.join(dir, 'link-a'));
  fs.symlinkSync('d', path.join(dir, 'link-d'));
  fs.symlinkSync('nope', path.join(dir, 'dangling'));
  fs.renameSync(path.join(root, 'fifos', `f${fifoCount++}`), path.join(dir, 'fifo'));
  fx.fds.r = fs.openSync(path.join(dir, 'a.txt'), 'r');
  fx.fds.rw = fs.openSync(path.join(dir, 'b.bin'), 'r+');
  fx.fds.dir = fs.openSync(path.join(dir, 'd'), 'r');
  process.chdir(dir);
}

function teardownFixture() {
  for (const key of ['r', 'rw', 'dir']) {
    try { fs.closeSync(fx.fds[key]); } catch { /* the fuzz may have closed it */ }
  }
  process.chdir(root);
  try { fs.rmSync(fx.dir, { recursive: true, force: true }); } catch { /* left for the final clean-up */ }
}

// A write at a huge position or a big truncate leaves a large (sparse) file that later
// copies and reads would crawl through; shrink it back (the same in every runtime).
function shrinkGrown() {
  for (const name of growable) {
    const p = path.join(fx.dir, name);
    try {
      const st = fs.lstatSync(p);
      if (st.isFile() && st.size > 1 << 20) fs.truncateSync(p, 0);
    } catch { /* gone */ }
  }
}

// ---------------------------------------------------------------------------------------
// Running one call.

let current = null; // { events: [] } of the call running now
const late = [];

process.on('uncaughtException', (e) => {
  // A FileHandle lost by the code under test is closed whenever the collector runs: not
  // reproducible, so not reported.
  if (e && /garbage collection/.test(e.message)) return;
  (current ? current.events : late).push(`uncaught ${errSummary(e)}`);
  // A call whose failure surfaces only as an uncaught exception never calls back; give a
  // callback that is still coming a moment before moving on.
  if (current && current.settle) setTimeout(current.settle, 100);
});
process.on('unhandledRejection', (e) => {
  (current ? current.events : late).push(`unhandledRejection ${errSummary(e)}`);
});

hooks.onFn = (args) => {
  if (!current) return late.push(`fn(${args.map((a) => sum(a)).join(', ')})`);
  current.events.push(`fn(${args.map((a) => sum(a)).join(', ')})`);
  if (current.settle) current.settle();
};

const tick = () => new Promise((resolve) => setImmediate(resolve));

const cleanups = [];
// Each clean-up gets a moment: a promise that never settles must not stall the run (with no
// timer pending the event loop would simply end).
async function cleanUp() {
  while (cleanups.length) {
    const f = cleanups.pop();
    let timer;
    try {
      await Promise.race([f(), new Promise((resolve) => { timer = setTimeout(resolve, 500); })]);
    } catch { /* best effort */ }
    clearTimeout(timer);
  }
}

function track(value, name, args) {
  noteRandom(name, value);
  if (value === null || typeof value !== 'object') return;
  const ctor = value.constructor ? value.constructor.name : '';
  if (ctor === 'FileHandle') cleanups.push(() => value.close());
  else if (ctor === 'Dir') cleanups.push(() => value.closeSync());
  else if (typeof value.close === 'function' && /Watcher/.test(ctor)) cleanups.push(() => value.close());
  else if (ctor === 'StatWatcher') cleanups.push(() => fs.unwatchFile(args[0]));
  else if (typeof value.remove === 'function' && typeof value.path === 'string') cleanups.push(() => value.remove());
  else if (typeof value[Symbol.asyncIterator] === 'function' && typeof value.return === 'function') cleanups.push(() => value.return());
  else if (typeof value.destroy === 'function') cleanups.push(() => value.destroy());
  else if (typeof value.close === 'function') cleanups.push(() => value.close());
  if (name === 'open' && typeof value === 'number') cleanups.push(() => fs.closeSync(value));
}

// What a returned object does next: streams are drained, async iterators read to the end.
async function drain(value, name) {
  if (value === null || typeof value !== 'object') return '';
  const ctor = value.constructor ? value.constructor.name : '';
  if (/ReadStream/.test(ctor) || ctor === 'Interface') {
    return new Promise((resolve) => {
      const parts = [];
      let bytes = 0;
      let done = false;
      const finish = (what) => {
        if (done) return;
        done = true;
        resolve(` ${what} data=${parts.length}/${bytes}${parts.length ? ' first=' + parts[0] : ''}`);
      };
      // With autoClose or emitClose off there is no 'close': end or error is the last word.
      const soon = (what) => setTimeout(() => finish(what), 300);
      if (ctor === 'Interface') {
        value.on('line', (l) => { parts.push(str(l)); bytes += l.length; });
        value.on('close', () => finish('closed'));
        value.on('error', (e) => finish(`error ${errSummary(e)}`));
        return;
      }
      value.on('data', (c) => { parts.push(sum(c)); bytes += c.length; });
      value.on('end', () => soon('ended'));
      value.on('error', (e) => soon(`error ${errSummary(e)}`));
      value.on('close', () => finish('closed'));
    });
  }
  if (/WriteStream/.test(ctor)) {
    return new Promise((resolve) => {
      const events = [];
      let done = false;
      const finish = (what) => {
        if (done) return;
        done = true;
        resolve(` ${events.join(' ')} ${what}`);
      };
      value.on('error', (e) => { events.push(`error ${errSummary(e)}`); setTimeout(() => finish('no-close'), 600); });
      value.on('finish', () => { events.push('finish'); setTimeout(() => finish('no-close'), 600); });
      value.on('close', () => finish('closed'));
      try {
        value.write('abc');
        value.end('def\n');
      } catch (e) {
        events.push(`write-throw ${errSummary(e)}`);
        value.destroy();
      }
    });
  }
  if (ctor === 'ReadableStream') {
    try {
      const reader = value.getReader();
      let n = 0;
      for (;;) {
        const r = await reader.read();
        if (r.done) break;
        n += r.value.byteLength;
      }
      return ` web bytes=${n}`;
    } catch (e) {
      return ` web error ${errSummary(e)}`;
    }
  }
  if (name === 'glob' && typeof value[Symbol.asyncIterator] === 'function') {
    const out = [];
    try {
      for await (const e of value) out.push(sum(e, 1));
      return ` iter=[${out.join(',')}]`;
    } catch (e) {
      return ` iter=[${out.join(',')}] error ${errSummary(e)}`;
    }
  }
  return '';
}

function fnOf(form, name) {
  if (form === 'p') return fs.promises[name];
  if (name === 'realpath.native') return form === 's' ? fs.realpathSync.native : fs.realpath.native;
  if (form === 's') return fs[name === 'mkdtempDisposable' ? 'mkdtempDisposableSync' : `${name}Sync`];
  return fs[name];
}

function settleable() {
  let settle;
  const p = new Promise((resolve) => { settle = resolve; });
  return { p, settle };
}

const encNamed = new Set(['realpath', 'realpath.native', 'readlink', 'mkdtemp', 'mkdtempDisposable', 'readdir']);
// Strings returned in hex, base64 or UCS-2 spell the fixture root in an encoded form; show
// them decoded so that the root can be normalised.
function encodingOf(name, args) {
  if (!encNamed.has(name)) return null;
  const o = args[1];
  let e = typeof o === 'string' ? o : (o !== null && typeof o === 'object' ? o.encoding : undefined);
  if (typeof e !== 'string' || !Buffer.isEncoding(e)) return null;
  e = e.toLowerCase();
  return e === 'utf8' || e === 'utf-8' ? null : e;
}

const madeTemps = [];
function noteRandom(name, value) {
  if (!/^mkdtemp/.test(name)) return;
  let p = value;
  if (value !== null && typeof value === 'object' && typeof value.path === 'string') p = value.path;
  if (Buffer.isBuffer(p)) p = p.toString();
  if (typeof p === 'string') madeTemps.push(curEnc ? Buffer.from(p, curEnc).toString() : p);
  if (typeof p === 'string' && p.length >= 6) {
    const r = (curEnc ? Buffer.from(p, curEnc).toString() : p).slice(-6);
    if (/^[A-Za-z0-9]{6}$/.test(r) && !randomParts.includes(r)) randomParts.push(r);
  }
}

async function runStep(step, st) {
  const args = step.args.map(([, make]) => make(fx, st));
  curEnc = encodingOf(step.name, args);
  if (TRACE) process.stderr.write(`> ${step.form}:${step.name}(${step.args.map(([l]) => l).join(', ')})\n`);
  const labels = step.args.map(([label]) => label);
  curFds = ['r', 'rw', 'dir'].filter((key) => labels.some((l) => l.includes(`fd:${key}`)));
  curMkdtemp = /^mkdtemp/.test(step.name);
  const call = { events: [], settle: null };
  current = call;
  const { p, settle } = settleable();
  call.settle = settle;
  let outcome = '';
  let cbCount = 0;
  let syncPhase = true;
  let target = '';
  try {
    if (step.form === 'c') {
      const last = args.length - 1;
      if (args[last] === 'cb') {
        args[last] = function cb(...cbArgs) {
          cbCount++;
          if (cbCount === 1) {
            track(cbArgs[1], step.name, args);
            const shown = step.name === 'open' && typeof cbArgs[1] === 'number' ? ['null', 'fd'] : cbArgs.map((a) => sum(a));
            outcome = `cb(${shown.join(', ')})${syncPhase ? ' [sync]' : ''}`;
            if (step.save && cbArgs[0] == null) st[step.save] = cbArgs[1];
            settle();
          } else {
            call.events.push(`cb#${cbCount}(${cbArgs.map((a) => sum(a)).join(', ')})`);
          }
        };
        fnOf('c', step.name)(...args);
      } else {
        const r = fnOf('c', step.name)(...args);
        outcome = `returned ${sum(r)}`;
        track(r, step.name, args);
        settle();
      }
    } else if (step.form === 's' || step.form === 'r') {
      const f = fnOf(step.form === 's' ? 's' : 'c', step.name);
      const r = f(...args);
      track(r, step.name, args);
      if (step.save) st[step.save] = r;
      if (r && typeof r.then === 'function') {
        r.then((val) => { track(val, step.name, args); outcome = `returned Promise resolve ${sum(val)}`; settle(); },
          (e) => { outcome = `returned Promise reject ${errSummary(e)}`; settle(); });
      } else {
        outcome = `returned ${step.name === 'open' && typeof r === 'number' ? 'fd' : sum(r)}`;
        drain(r, step.name).then((d) => { outcome += d; settle(); });
      }
    } else if (step.form === 'p') {
      const r = fnOf('p', step.name)(...args);
      if (r && typeof r.then === 'function') {
        r.then((val) => {
          track(val, step.name, args);
          if (step.save) st[step.save] = val;
          outcome = `resolve ${sum(val)}`;
          settle();
        }, (e) => { outcome = `reject ${errSummary(e)}`; settle(); });
      } else {
        track(r, step.name, args);
        outcome = `returned ${sum(r)}`;
        drain(r, step.name).then((d) => { outcome += d; settle(); });
      }
    } else if (step.form === 'fh' || step.form === 'dir') {
      let handle;
      if (step.form === 'dir') {
        handle = st.dir;
        target = 'dir.';
      } else if (step.ref) {
        handle = st.fh;
        target = 'fh.';
      } else {
        syncPhase = false;
        handle = await fs.promises.open(path.join(fx.dir, step.file), step.flags);
        if (step.closed) await handle.close();
        else cleanups.push(() => handle.close());
        target = `fh(${step.file},${step.flags}${step.closed ? ',closed' : ''}).`;
        syncPhase = true;
      }
      if (!handle) {
        outcome = 'no handle';
        settle();
      } else {
        const m = step.name === 'asyncDispose' ? handle[Symbol.asyncDispose] : handle[step.name];
        const r = m.apply(handle, args);
        if (r && typeof r.then === 'function') {
          r.then((val) => { track(val, step.name, args); outcome = `resolve ${sum(val)}`; settle(); },
            (e) => { outcome = `reject ${errSummary(e)}`; settle(); });
        } else {
          track(r, step.name, args);
          outcome = `returned ${sum(r)}`;
          drain(r, step.name).then((d) => { outcome += d; settle(); });
        }
      }
    }
  } catch (e) {
    outcome = `throw ${errSummary(e)}`;
    settle();
  }
  syncPhase = false;
  let timer;
  const hang = new Promise((resolve) => { timer = setTimeout(() => resolve('hang'), HANG_MS); });
  const which = await Promise.race([p.then(() => 'ok'), hang]);
  clearTimeout(timer);
  if (which === 'hang') outcome = `HANG ${outcome}`;
  else if (step.form !== 's') {
    await tick();
    await tick();
  }
  current = null;
  curEnc = null;
  // A directory made by mkdtemp has a random name: gone before anything can list it.
  while (madeTemps.length) {
    try { fs.rmSync(path.resolve(fx.dir, madeTemps.pop()), { recursive: true, force: true }); } catch { /* gone */ }
  }
  let line = `${target || step.form + ':'}${step.name}(${labels.join(', ')}) -> ${outcome}`;
  if (call.events.length) line += ` | ${call.events.join(' | ')}`;
  return line;
}

async function run(seed, calls, emit) {
  const rng = makeRng(seed);
  const gen = new Gen(rng, fx);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-fs-'));
  rootText = root;
  rootReal = fs.realpathSync(root);
  process.umask(0o022);
  makeFifos(Math.ceil(calls / BATCH) + 1);
  holdLowFds();
  let batch = -1;
  try {
    for (let i = 0; i < calls; i++) {
      if (Math.floor(i / BATCH) !== batch) {
        if (batch >= 0) {
          await cleanUp();
          teardownFixture();
        }
        batch = Math.floor(i / BATCH);
        buildFixture(batch);
      }
      const steps = gen.draw();
      const st = {};
      for (let j = 0; j < steps.length; j++) {
        let line = await runStep(steps[j], st);
        if (late.length) line += ` | late: ${late.splice(0).join(' | ')}`;
        emit(`#${i}${steps.length > 1 ? '.' + j : ''} ${line}`);
      }
      if (steps.length > 1) await cleanUp();
      shrinkGrown();
    }
    await cleanUp();
    teardownFixture();
  } finally {
    try { fs.rmSync(root, { recursive: true, force: true }); } catch { /* best effort */ }
  }
}

function header(seed, calls) {
  const uid = typeof process.getuid === 'function' && process.getuid() === 0 ? 'root' : 'user';
  return `# fuzz-fs seed=${seed} calls=${calls} uid=${uid}`;
}

async function main() {
  // Should the loop run dry with a call still pending, say so instead of exiting quietly.
  process.on('beforeExit', () => {
    process.stderr.write('fuzz-fs: the event loop ran dry before the run ended\n');
    process.exit(4);
  });
  const o = parseArgs(process.argv.slice(2));
  if (o.mode === 'run' || o.mode === 'record') {
    const seed = Number(o.seed || 1);
    const calls = Number(o.calls || 1000);
    const lines = [header(seed, calls)];
    const out = o.out ? (l) => lines.push(l) : (l) => process.stdout.write(norm(l) + '\n');
    if (!o.out) process.stdout.write(lines[0] + '\n');
    await run(seed, calls, (l) => out(norm(l)));
    if (o.out) fs.writeFileSync(o.out, lines.join('\n') + '\n');
    process.exit(0);
  }
  if (o.mode === 'check') {
    const recorded = fs.readFileSync(o.file, 'utf8').split('\n').filter((l) => l !== '');
    const m = /^# fuzz-fs seed=(\d+) calls=(\d+) uid=(\w+)/.exec(recorded[0]);
    if (!m) throw new Error(`${o.file}: no fuzz-fs header`);
    const seed = Number(m[1]);
    // allow.txt: "<seed> #<id> | reason" allows one line of one seed; "/regex/ | reason"
    // allows every differing line whose recorded text matches.
    const allowed = new Set();
    const allowedRe = [];
    if (o.allow && fs.existsSync(o.allow)) {
      for (const l of fs.readFileSync(o.allow, 'utf8').split('\n')) {
        const a = /^(\d+) (#[\d.]+) \| \S/.exec(l);
        if (a) allowed.add(`${a[1]} ${a[2]}`);
        const r = /^\/(.+)\/ \| \S/.exec(l);
        if (r) allowedRe.push(new RegExp(r[1]));
      }
    }
    const actual = [];
    await run(seed, Number(m[2]), (l) => actual.push(norm(l)));
    const key = (l) => l.slice(0, l.indexOf(' '));
    const exp = new Map(recorded.slice(1).map((l) => [key(l), l]));
    const got = new Map(actual.map((l) => [key(l), l]));
    const keys = [...new Set([...exp.keys(), ...got.keys()])];
    let same = 0;
    let bad = 0;
    let allowedDiffs = 0;
    for (const id of keys) {
      if (exp.get(id) === got.get(id)) { same++; continue; }
      const e = exp.get(id) || '';
      if (allowed.has(`${seed} ${id}`) || allowedRe.some((re) => re.test(e))) { allowedDiffs++; continue; }
      bad++;
      if (!o.quiet || bad <= 20) {
        process.stdout.write(`- ${exp.get(id) || '(missing)'}\n+ ${got.get(id) || '(missing)'}\n`);
      }
    }
    process.stdout.write(`seed ${seed}: identical ${same}/${keys.length}${allowedDiffs ? `, allowed ${allowedDiffs}` : ''}\n`);
    process.exit(bad ? 1 : 0);
  }
  process.stderr.write('usage: fuzz.js run|record|check ... (see README.md)\n');
  process.exit(2);
}

main().catch((e) => {
  process.stderr.write(`fuzz-fs failed: ${e && e.stack}\n`);
  process.exit(3);
});
