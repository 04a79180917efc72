'use strict';
// fuzz-fs generator: the table of fs functions (callback, Sync, fs.promises, FileHandle
// methods and the few that return an object) with the kind of each parameter, and the
// drawing of one call or one sequence of calls from the seeded PRNG. Nothing here looks
// at results, so a seed gives the same calls in every runtime.

const { pathToFileURL } = require('url');
const {
  hostile, fixtureNames, abortedSignal, abortedSignalWithReason, sabView, throwingToString, v, k,
} = require('./values');

// Small non-negative integers are left out of fd and path slots: they are the process's own
// descriptors (stdio, the event loop's epoll and eventfd) and differ between runtimes.
const isSmallInt = (x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 1000;
const hostileNoSmall = hostile.filter(([, make]) => !isSmallInt(make()));
// Node 26.10 aborts the process on a mode in [2**31, 2**32) (docs/FS-SEMANTICS.md, "Fuzzing").
const hostileMode = hostile.filter(([label]) => label !== '2**31');

// Node 26.10 allocates a Dir's whole buffer up front: a huge valid bufferSize aborts it with
// std::bad_alloc, so those stay out (docs/FS-SEMANTICS.md, "Fuzzing").
const hostileBufferSize = hostile.filter(([, make]) => {
  const x = make();
  return !(typeof x === 'number' && Number.isInteger(x) && x > 4096 && x <= 4294967295);
});

const kinds = {
  bufferSize: { valid: [k('1', 1), k('2', 2), k('32', 32)], hostile: hostileBufferSize },
  path: { valid: null, hostile: hostileNoSmall },
  metaPath: { valid: null, hostile: hostileNoSmall },
  cpDest: { valid: null, hostile: hostileNoSmall },
  pathOrFd: { valid: null, hostile: hostileNoSmall },
  target: { valid: null, hostile: hostileNoSmall },
  prefix: { valid: null, hostile: hostileNoSmall },
  fd: { valid: null, hostile: hostileNoSmall },
  mode: { valid: [k('0o644', 0o644), k('0o755', 0o755), k('0o600', 0o600), k("'755'", '755'), k('0', 0), k("'0o644'", '0o644'), k('0o4777', 0o4777)], hostile: hostileMode },
  accessMode: { valid: [k('F_OK', 0), k('R_OK', 4), k('W_OK', 2), k('X_OK', 1), k('7', 7), k('8', 8)], hostile },
  flags: { valid: [k("'r'", 'r'), k("'r+'", 'r+'), k("'w'", 'w'), k("'a'", 'a'), k("'wx'", 'wx'), k("'ax+'", 'ax+'), k("'rs+'", 'rs+'), k('O_RDWR|O_CREAT', 66), k("'bogus'", 'bogus'), k("'R'", 'R')], hostile },
  // -0 as a length aborts Node 26.10 (its native write asserts an int32).
  int: { valid: [k('0', 0), k('1', 1), k('3', 3), k('16', 16), k('5', 5)], hostile: hostile.filter(([label]) => label !== '-0') },
  len: { valid: [k('0', 0), k('1', 1), k('3', 3), k('100', 100), k('-5', -5)], hostile },
  position: { valid: [k('null', null), k('-1', -1), k('0', 0), k('2', 2), k('10n', 10n), k('Infinity', Infinity)], hostile },
  buffer: {
    valid: [v('Buffer(16)', () => Buffer.alloc(16)), v('Uint8Array(16)', () => new Uint8Array(16)),
      v('DataView(16)', () => new DataView(new ArrayBuffer(16))), v('Float32Array(4)', () => new Float32Array(4)),
      v('SABView', sabView), v("Buffer('xyz')", () => Buffer.from('xyz'))],
    hostile,
  },
  data: {
    valid: [k("'hello\\n'", 'hello\n'), k("''", ''), v("Buffer('xyz')", () => Buffer.from('xyz')),
      v('Uint8Array[1,2,3]', () => new Uint8Array([1, 2, 3])), v('SABView', sabView),
      k("'é☃😀'", 'é☃😀'), v("String('s')", () => new String('s')), v('[1,2]', () => [1, 2])],
    hostile,
  },
  encoding: { valid: [k("'utf8'", 'utf8'), k("'hex'", 'hex'), k("'base64'", 'base64'), k("'latin1'", 'latin1'), k("'buffer'", 'buffer'), k("'ucs2'", 'ucs2'), k("'bogus'", 'bogus'), k('null', null), k("'UTF8'", 'UTF8')], hostile },
  id: { valid: [k('0', 0), k('65534', 65534), k('-1', -1)], hostile },
  time: { valid: [k('0', 0), k('1e9', 1e9), k("'1000'", '1000'), v('Date(1e12)', () => new Date(1e12)), k('1.5', 1.5)], hostile },
  bool: { valid: [k('true', true), k('false', false)], hostile },
  cb: { valid: null, hostile: hostile.filter(([label]) => label !== 'fn') },
  buffers: {
    valid: [v('[Buffer(4),Buffer(4)]', () => [Buffer.alloc(4), Buffer.alloc(4)]), v('[]', () => []),
      v('[Uint8Array(3)]', () => [new Uint8Array(3)]), v("[Buffer('ab'),Buffer('cd')]", () => [Buffer.from('ab'), Buffer.from('cd')]),
      v('[SABView]', () => [sabView()]), v('[1]', () => [1]), v("'str'", () => 'str')],
    hostile,
  },
  symlinkType: { valid: [k("'file'", 'file'), k("'dir'", 'dir'), k("'junction'", 'junction'), k('null', null), k("'bogus'", 'bogus')], hostile },
  // COPYFILE_FICLONE_FORCE only works on file systems that clone (btrfs, xfs): its outcome
  // would tie the recordings to the file system of /tmp. (run.sh FUZZ_FS_FICLONE_FORCE=1
  // brings it back.)
  copyMode: {
    valid: [k('0', 0), k('COPYFILE_EXCL', 1), k('COPYFILE_FICLONE', 2), k('3', 3), k('8', 8)]
      .concat(process.env.FUZZ_FS_FICLONE_FORCE ? [k('COPYFILE_FICLONE_FORCE', 4), k('7', 7)] : []),
    hostile,
  },
  pattern: {
    valid: [k("'*'", '*'), k("'**'", '**'), k("'d/*'", 'd/*'), k("'**/*.txt'", '**/*.txt'), v("['*','d/*']", () => ['*', 'd/*']),
      k("'{a,b}*'", '{a,b}*'), v('[]', () => []), k("'link-d/**'", 'link-d/**'), k("'missing/*'", 'missing/*')],
    hostile,
  },
  signal: { valid: [v('abortedSignal', abortedSignal), v('abortedSignal(why)', abortedSignalWithReason), v('liveSignal', () => new AbortController().signal)], hostile },
  filter: {
    valid: [k('filter:true', () => true), k('filter:false', () => false), k('filter:throws', () => { throw new Error('filter boom'); }),
      k('filter:async', async () => true), k('filter:notTxt', (s) => !String(s).endsWith('.txt'))],
    hostile,
  },
  listener: { valid: [k('listener', function listener() {})], hostile },
  str: { valid: [k("'text/plain'", 'text/plain'), k("''", '')], hostile },
  highWaterMark: { valid: [k('1', 1), k('4', 4), k('65536', 65536)], hostile },
};

const opts = {
  stat: { bigint: 'bool', throwIfNoEntry: 'bool' },
  statfs: { bigint: 'bool' },
  mkdir: { recursive: 'bool', mode: 'mode' },
  enc: { encoding: 'encoding' },
  readdir: { withFileTypes: 'bool', recursive: 'bool', encoding: 'encoding' },
  opendir: { bufferSize: 'bufferSize', encoding: 'encoding', recursive: 'bool' },
  rmdir: { recursive: 'bool', maxRetries: 'int', retryDelay: 'int' },
  rm: { recursive: 'bool', force: 'bool', maxRetries: 'int', retryDelay: 'int' },
  readFile: { encoding: 'encoding', flag: 'flags', signal: 'signal' },
  writeFile: { encoding: 'encoding', mode: 'mode', flag: 'flags', flush: 'bool', signal: 'signal' },
  read: { buffer: 'buffer', offset: 'int', length: 'int', position: 'position' },
  write: { offset: 'int', length: 'int', position: 'position' },
  cp: { recursive: 'bool', force: 'bool', errorOnExist: 'bool', dereference: 'bool', preserveTimestamps: 'bool', verbatimSymlinks: 'bool', filter: 'filter', mode: 'copyMode' },
  glob: { cwd: 'path', exclude: 'pattern', withFileTypes: 'bool' },
  blob: { type: 'str' },
  watch: { persistent: 'bool', recursive: 'bool', encoding: 'encoding', signal: 'signal' },
  watchFile: { persistent: 'bool', interval: 'int', bigint: 'bool' },
  rs: { flags: 'flags', encoding: 'encoding', mode: 'mode', autoClose: 'bool', emitClose: 'bool', start: 'int', end: 'int', highWaterMark: 'highWaterMark', signal: 'signal' },
  ws: { flags: 'flags', encoding: 'encoding', mode: 'mode', start: 'int', flush: 'bool', signal: 'signal', highWaterMark: 'highWaterMark' },
  webStream: { type: 'str' },
};

// name, parameter kinds, forms: c callback, s Sync, p fs.promises.
const table = [
  ['access', ['metaPath', 'accessMode'], 'csp'], ['exists', ['metaPath'], 'cs'],
  ['chmod', ['metaPath', 'mode'], 'csp'], ['lchmod', ['metaPath', 'mode'], 'p'],
  ['chown', ['metaPath', 'id', 'id'], 'csp'], ['lchown', ['metaPath', 'id', 'id'], 'csp'],
  ['fchmod', ['fd', 'mode'], 'cs'], ['fchown', ['fd', 'id', 'id'], 'cs'],
  ['utimes', ['metaPath', 'time', 'time'], 'csp'], ['lutimes', ['metaPath', 'time', 'time'], 'csp'],
  ['futimes', ['fd', 'time', 'time'], 'cs'],
  ['stat', ['metaPath', 'opt:stat'], 'csp'], ['lstat', ['metaPath', 'opt:stat'], 'csp'],
  ['fstat', ['fd', 'opt:stat'], 'cs'], ['statfs', ['metaPath', 'opt:statfs'], 'csp'],
  ['truncate', ['path', 'len'], 'csp'], ['ftruncate', ['fd', 'len'], 'cs'],
  ['mkdir', ['path', 'opt:mkdir|mode'], 'csp'], ['mkdtemp', ['prefix', 'opt:enc|encoding'], 'csp'],
  ['mkdtempDisposable', ['prefix', 'opt:enc|encoding'], 'sp'],
  ['readdir', ['metaPath', 'opt:readdir|encoding'], 'csp'], ['opendir', ['metaPath', 'opt:opendir'], 'csp'],
  ['rmdir', ['metaPath', 'opt:rmdir'], 'csp'], ['rm', ['metaPath', 'opt:rm'], 'csp'], ['unlink', ['metaPath'], 'csp'],
  ['rename', ['path', 'path'], 'csp'], ['copyFile', ['path', 'path', 'copyMode'], 'csp'],
  ['link', ['path', 'path'], 'csp'], ['symlink', ['target', 'path', 'symlinkType'], 'csp'],
  ['readlink', ['metaPath', 'opt:enc|encoding'], 'csp'], ['realpath', ['metaPath', 'opt:enc|encoding'], 'csp'],
  ['realpath.native', ['metaPath', 'opt:enc|encoding'], 'cs'],
  ['readFile', ['pathOrFd', 'opt:readFile|encoding'], 'csp'],
  ['writeFile', ['pathOrFd', 'data', 'opt:writeFile|encoding'], 'csp'],
  ['appendFile', ['pathOrFd', 'data', 'opt:writeFile|encoding'], 'csp'],
  ['open', ['path', 'flags', 'mode'], 'csp'], ['close', ['fd'], 'cs'],
  ['fsync', ['fd'], 'cs'], ['fdatasync', ['fd'], 'cs'],
  ['read', ['fd', 'buffer', 'int', 'int', 'position'], 'cs'], ['read', ['fd', 'opt:read'], 'c'],
  ['read', ['fd', 'buffer', 'opt:read'], 'cs'], ['read', ['fd'], 'c'],
  ['write', ['fd', 'buffer', 'int', 'int', 'position'], 'cs'], ['write', ['fd', 'data', 'position', 'encoding'], 'cs'],
  ['write', ['fd', 'buffer', 'opt:write'], 'cs'],
  ['readv', ['fd', 'buffers', 'position'], 'cs'], ['writev', ['fd', 'buffers', 'position'], 'cs'],
  ['cp', ['path', 'cpDest', 'opt:cp'], 'csp'], ['glob', ['pattern', 'opt:glob'], 'csp'],
  ['openAsBlob', ['path', 'opt:blob'], 'r'], ['watch', ['path', 'opt:watch|encoding', 'listener'], 'rp'],
  ['watchFile', ['metaPath', 'opt:watchFile', 'listener'], 'r'], ['unwatchFile', ['path', 'listener'], 'r'],
  ['createReadStream', ['pathOrFd', 'opt:rs|encoding'], 'r'], ['createWriteStream', ['path', 'opt:ws|encoding'], 'r'],
];

const fhTable = [
  ['appendFile', ['data', 'opt:writeFile|encoding']], ['chmod', ['mode']], ['chown', ['id', 'id']],
  ['close', []], ['createReadStream', ['opt:rs']], ['createWriteStream', ['opt:ws']], ['datasync', []],
  ['read', ['buffer', 'int', 'int', 'position']], ['read', ['opt:read']], ['read', ['buffer', 'opt:read']],
  ['readableWebStream', ['opt:webStream']], ['readFile', ['opt:readFile|encoding']], ['readLines', ['opt:rs']],
  ['readv', ['buffers', 'position']], ['stat', ['opt:stat']], ['sync', []], ['truncate', ['len']],
  ['utimes', ['time', 'time']], ['write', ['buffer', 'int', 'int', 'position']],
  ['write', ['data', 'position', 'encoding']], ['writeFile', ['data', 'opt:writeFile|encoding']],
  ['writev', ['buffers', 'position']], ['asyncDispose', []],
];

const fhFiles = ['a.txt', 'b.bin', 'empty', 'ro.txt', 'd'];
const fhFlags = ['r', 'r+', 'a+', 'w+'];

class Gen {
  constructor(rng, fx) {
    this.rng = rng;
    this.fx = fx; // { dir, fds: {r, rw, dir}, closedFd } filled per batch by the runner
  }

  pathValue(kind) {
    const rng = this.rng;
    let name = (kind === 'target' && rng.chance(0.5)) ? rng.pick(['a.txt', 'd', 'nope', '../x', 'link-a']) : rng.pick(fixtureNames.concat(kind === 'metaPath' ? ['fifo'] : []));
    // Node 26.10 aborts on a cpSync onto a dangling symlink (docs/FS-SEMANTICS.md, "Fuzzing").
    if (kind === 'cpDest' && name === 'dangling') name = 'new2';
    const fx = this.fx;
    const form = rng.int(10);
    if (form < 5) return [`abs:${name}`, () => fx.dir + '/' + name];
    if (form < 7) return [`rel:${name}`, () => name];
    if (form < 8) return [`buf:${name}`, () => Buffer.from(fx.dir + '/' + name)];
    if (form < 9) return [`url:${name}`, () => pathToFileURL(fx.dir + '/' + name)];
    return rng.pick([
      k('http-url', new URL('http://x/y')), v('url-%2F', () => new URL('file:///tmp/a%2Fb')),
      v('url-host', () => new URL('file://remote/x')), k("'file:///x'", 'file:///x'),
      v('deep-path', () => fx.dir + '/' + 'd/'.repeat(300) + 'x'), v('long-name', () => fx.dir + '/' + 'n'.repeat(300)),
      v('path-NUL', () => fx.dir + '/a.txt\0'), v('buf-NUL', () => Buffer.from('a\0b')),
      v('{href,protocol}', () => ({ href: 'file:///x', protocol: 'file:', pathname: '/x' })),
    ]);
  }

  fdValue() {
    const rng = this.rng;
    const fx = this.fx;
    const which = rng.pick(['r', 'rw', 'dir', 'closed', 'rw', 'r']);
    if (which === 'closed') return ['fd:closed', () => fx.closedFd];
    return [`fd:${which}`, () => fx.fds[which]];
  }

  optValue(spec) {
    const rng = this.rng;
    const alts = spec.split('|');
    const first = alts[0].slice(4);
    if (alts.length > 1 && rng.chance(0.2)) return this.arg(alts[1]);
    if (rng.chance(0.12)) return rng.pick(hostile);
    if (rng.chance(0.08)) return k('undefined', undefined);
    const keys = opts[first];
    const parts = [];
    for (const key of Object.keys(keys)) {
      if (rng.chance(0.45)) parts.push([key, this.arg(keys[key])]);
    }
    const label = '{' + parts.map(([key, [l]]) => `${key}:${l}`).join(',') + '}';
    return [label, () => {
      const o = {};
      for (const [key, [, make]] of parts) o[key] = make();
      return o;
    }];
  }

  arg(kind) {
    const rng = this.rng;
    if (kind.startsWith('opt:')) return this.optValue(kind);
    const spec = kinds[kind];
    if (rng.chance(0.72)) {
      switch (kind) {
        case 'path': case 'pathOrFd': case 'target': case 'metaPath': case 'cpDest':
          if (kind === 'pathOrFd' && rng.chance(0.25)) return this.fdValue();
          return this.pathValue(kind);
        case 'prefix': {
          const fx = this.fx;
          return rng.pick([v('abs:tmp-', () => fx.dir + '/tmp-'), k('rel:tmp-', 'tmp-'), v('buf:tmp-', () => Buffer.from(fx.dir + '/tmp-')),
            v('abs:missing/x-', () => fx.dir + '/missing/x-'), v('abs:a.txt/x-', () => fx.dir + '/a.txt/x-'), v('url:tmp-', () => pathToFileURL(fx.dir + '/tmp-'))]);
        }
        case 'fd': return this.fdValue();
        case 'cb': return k('cb', 'cb');
        default: return rng.pick(spec.valid);
      }
    }
    return rng.pick(spec.hostile);
  }

  draw() {
    const rng = this.rng;
    const r = rng.next();
    if (r < 0.14) return this.sequence();
    if (r < 0.28) {
      const [name, params] = rng.pick(fhTable);
      const args = params.map((p) => this.arg(p));
      if (args.length && rng.chance(0.08)) args.length = rng.int(args.length);
      const closed = rng.chance(0.08);
      return [{ form: 'fh', name, args, file: rng.pick(fhFiles), flags: rng.pick(fhFlags), closed }];
    }
    const [name, params, forms] = rng.pick(table);
    const form = forms[rng.int(forms.length)];
    const args = params.map((p) => this.arg(p));
    if (args.length && rng.chance(0.08)) args.length = rng.int(args.length);
    if (form === 'c') args.push(rng.chance(0.08) ? this.arg('cb') : k('cb', 'cb'));
    return [{ form, name, args }];
  }

  // Sequences: a few calls whose later steps use what the earlier ones made (the fd, the
  // handle) or look at the state they left.
  sequence() {
    const steps = this.sequenceSteps();
    for (const step of steps) {
      if (step.form === 'c') step.args.push(k('cb', 'cb'));
    }
    return steps;
  }

  sequenceSteps() {
    const rng = this.rng;
    const f = rng.pick(['a.txt', 'b.bin', 'new1', 'd/x.txt', 'empty']);
    const abs = k(`abs:${f}`, null);
    const P = [`abs:${f}`, (fx) => fx.dir + '/' + f];
    const A = (kind) => this.arg(kind);
    const F = () => rng.pick('csp');
    const FS = () => rng.pick('cs');
    void abs;
    const fdRef = ['fd:seq', (fx, st) => st.fd];
    const fhRef = ['fh:seq', (fx, st) => st.fh];
    const pick = rng.int(10);
    switch (pick) {
      case 0: // open, read, close, read again
        return [
          { form: FS(), name: 'open', args: [P, rng.pick([k("'r'", 'r'), k("'r+'", 'r+'), k("'a+'", 'a+')])], save: 'fd' },
          { form: FS(), name: 'read', args: [fdRef, A('buffer'), k('0', 0), A('int'), A('position')] },
          { form: FS(), name: 'close', args: [fdRef] },
          { form: FS(), name: 'read', args: [fdRef, v('Buffer(4)', () => Buffer.alloc(4)), k('0', 0), k('4', 4), k('null', null)] },
          { form: FS(), name: 'close', args: [fdRef] },
        ];
      case 1: // write then read back
        return [
          { form: F(), name: 'writeFile', args: [P, A('data'), this.optValue('opt:writeFile|encoding')] },
          { form: F(), name: 'readFile', args: [P, this.optValue('opt:readFile|encoding')] },
          { form: F(), name: 'appendFile', args: [P, A('data')] },
          { form: F(), name: 'readFile', args: [P, k("'latin1'", 'latin1')] },
        ];
      case 2: // truncate then stat
        return [
          { form: F(), name: 'truncate', args: [P, A('len')] },
          { form: F(), name: 'stat', args: [P] },
          { form: F(), name: 'readFile', args: [P, k("'hex'", 'hex')] },
        ];
      case 3: // handle: write, read at a position, stat, close, use after close
        return [
          { form: 'p', name: 'open', args: [P, rng.pick([k("'r+'", 'r+'), k("'w+'", 'w+'), k("'a+'", 'a+'), k("'r'", 'r')])], save: 'fh' },
          { form: 'fh', name: 'write', args: [A('data'), A('position')], ref: true },
          { form: 'fh', name: 'read', args: [v('Buffer(8)', () => Buffer.alloc(8)), k('0', 0), k('8', 8), A('position')], ref: true },
          { form: 'fh', name: 'stat', args: [], ref: true },
          { form: 'fh', name: 'close', args: [], ref: true },
          { form: 'fh', name: rng.pick(['read', 'stat', 'close', 'writeFile', 'truncate']), args: [], ref: true },
        ];
      case 4: // fd writes at positions, then read them back
        return [
          { form: FS(), name: 'open', args: [P, k("'w+'", 'w+')], save: 'fd' },
          { form: FS(), name: 'write', args: [fdRef, A('data'), A('position')] },
          { form: FS(), name: 'writev', args: [fdRef, A('buffers'), A('position')] },
          { form: FS(), name: 'fstat', args: [fdRef] },
          { form: FS(), name: 'readv', args: [fdRef, v('[Buffer(3),Buffer(5)]', () => [Buffer.alloc(3), Buffer.alloc(5)]), k('0', 0)] },
          { form: FS(), name: 'close', args: [fdRef] },
          { form: FS(), name: 'writev', args: [fdRef, A('buffers')] },
        ];
      case 5: // directory life cycle
        return [
          { form: F(), name: 'mkdir', args: [['abs:t/u', (fx) => fx.dir + '/t/u'], this.optValue('opt:mkdir|mode')] },
          { form: F(), name: 'writeFile', args: [['abs:t/u/f', (fx) => fx.dir + '/t/u/f'], k("'z'", 'z')] },
          { form: F(), name: 'readdir', args: [['abs:t', (fx) => fx.dir + '/t'], this.optValue('opt:readdir')] },
          { form: F(), name: 'rmdir', args: [['abs:t', (fx) => fx.dir + '/t'], this.optValue('opt:rmdir')] },
          { form: F(), name: 'rm', args: [['abs:t', (fx) => fx.dir + '/t'], this.optValue('opt:rm')] },
          { form: F(), name: 'stat', args: [['abs:t', (fx) => fx.dir + '/t']] },
        ];
      case 6: // rename, links
        return [
          { form: F(), name: 'rename', args: [P, ['abs:moved', (fx) => fx.dir + '/moved']] },
          { form: F(), name: 'access', args: [P] },
          { form: F(), name: 'symlink', args: [k("'moved'", 'moved'), ['abs:sl', (fx) => fx.dir + '/sl']] },
          { form: F(), name: 'readlink', args: [['abs:sl', (fx) => fx.dir + '/sl']] },
          { form: F(), name: 'realpath', args: [['abs:sl', (fx) => fx.dir + '/sl']] },
          { form: F(), name: 'link', args: [['abs:sl', (fx) => fx.dir + '/sl'], ['abs:hl', (fx) => fx.dir + '/hl']] },
          { form: F(), name: 'lstat', args: [['abs:hl', (fx) => fx.dir + '/hl']] },
          { form: F(), name: 'unlink', args: [['abs:moved', (fx) => fx.dir + '/moved']] },
          { form: F(), name: 'stat', args: [['abs:sl', (fx) => fx.dir + '/sl']] },
        ];
      case 7: // copies
        return [
          { form: F(), name: 'cp', args: [['abs:d', (fx) => fx.dir + '/d'], ['abs:d2', (fx) => fx.dir + '/d2'], this.optValue('opt:cp')] },
          { form: F(), name: 'readdir', args: [['abs:d2', (fx) => fx.dir + '/d2'], k('{recursive:true}', { recursive: true })] },
          { form: F(), name: 'copyFile', args: [P, ['abs:d2/copy', (fx) => fx.dir + '/d2/copy'], A('copyMode')] },
          { form: F(), name: 'readFile', args: [['abs:d2/copy', (fx) => fx.dir + '/d2/copy'], k("'utf8'", 'utf8')] },
          { form: F(), name: 'cp', args: [['abs:d2', (fx) => fx.dir + '/d2'], ['abs:d', (fx) => fx.dir + '/d'], this.optValue('opt:cp')] },
        ];
      case 8: // a directory handle
        return [
          { form: F(), name: 'opendir', args: [rng.pick([['abs:d', (fx) => fx.dir + '/d'], ['abs:.', (fx) => fx.dir], P]), this.optValue('opt:opendir')], save: 'dir' },
          { form: 'dir', name: rng.pick(['read', 'readSync']), args: [] },
          { form: 'dir', name: 'closeSync', args: [] },
          { form: 'dir', name: rng.pick(['read', 'readSync', 'close', 'closeSync']), args: [] },
        ];
      default: // streams over a file, then a read back
        return [
          { form: 'r', name: 'createWriteStream', args: [P, this.optValue('opt:ws|encoding')] },
          { form: 'r', name: 'createReadStream', args: [P, this.optValue('opt:rs|encoding')] },
          { form: F(), name: 'readFile', args: [P, k("'utf8'", 'utf8')] },
        ];
    }
  }
}

module.exports = { Gen, table, fhTable, throwingToString };
