// `tty`: isatty(), and ReadStream/WriteStream — net.Sockets over an io TTY handle
// (io.openTTY: async reads, synchronous writes, setRawMode, getWindowSize) — with Node's
// colour-depth rules for getColorDepth()/hasColors(). The stream half (and `net`) loads
// only when a stream is made; isatty() alone stays cheap.
'use strict';

const { isatty: nativeIsatty } = internalBinding('process');

function isatty(fd) {
  return Number.isInteger(fd) && fd >= 0 && fd <= 2147483647 && nativeIsatty(fd);
}

function openTTY(fd) {
  const { codes } = require('internal/errors');
  if (fd >> 0 !== fd || fd < 0) throw new codes.ERR_INVALID_FD(fd);
  const io = internalBinding('io');
  // uv_tty_init refuses files and fds that are not open with EINVAL.
  const type = io.guessHandleType(fd);
  const handle = type === 'FILE' || type === 'UNKNOWN' || type === 'INVALID' ? -22 :
    io.openTTY(fd);
  if (typeof handle === 'number') {
    const { getSystemErrorName, getSystemErrorMessage } = require('internal/errors');
    throw new codes.ERR_TTY_INIT_FAILED({
      errno: handle,
      code: getSystemErrorName(handle),
      message: getSystemErrorMessage(handle),
      syscall: 'uv_tty_init',
    });
  }
  return handle;
}

let Socket;
function socketClass() {
  if (Socket === undefined) Socket = require('net').Socket;
  return Socket;
}

function ReadStream(fd, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(fd, options);
  const handle = openTTY(fd);
  socketClass().call(this, {
    readableHighWaterMark: 0,
    handle,
    manualStart: true,
    ...options,
  });
  this.isRaw = false;
  this.isTTY = true;
}

ReadStream.prototype.setRawMode = function setRawMode(flag) {
  flag = !!flag;
  const err = this._handle ? this._handle.setRawMode(flag) : 0;
  if (err) {
    this.emit('error', require('internal/errors').errnoException(err, 'setRawMode'));
    return this;
  }
  this.isRaw = flag;
  return this;
};

function WriteStream(fd) {
  if (!(this instanceof WriteStream)) return new WriteStream(fd);
  const handle = openTTY(fd);
  socketClass().call(this, {
    readableHighWaterMark: 0,
    handle,
    manualStart: true,
  });
  const size = this._handle.getWindowSize();
  if (Array.isArray(size)) {
    this.columns = size[0];
    this.rows = size[1];
  }
}

WriteStream.prototype.isTTY = true;

WriteStream.prototype._refreshSize = function _refreshSize() {
  const oldCols = this.columns;
  const oldRows = this.rows;
  const size = this._handle ? this._handle.getWindowSize() : -9;
  if (!Array.isArray(size)) {
    this.emit('error', require('internal/errors').errnoException(size, 'getWindowSize'));
    return;
  }
  if (oldCols !== size[0] || oldRows !== size[1]) {
    this.columns = size[0];
    this.rows = size[1];
    this.emit('resize');
  }
};

WriteStream.prototype.cursorTo = function cursorTo(x, y, callback) {
  return require('readline').cursorTo(this, x, y, callback);
};
WriteStream.prototype.moveCursor = function moveCursor(dx, dy, callback) {
  return require('readline').moveCursor(this, dx, dy, callback);
};
WriteStream.prototype.clearLine = function clearLine(dir, callback) {
  return require('readline').clearLine(this, dir, callback);
};
WriteStream.prototype.clearScreenDown = function clearScreenDown(callback) {
  return require('readline').clearScreenDown(this, callback);
};
WriteStream.prototype.getWindowSize = function getWindowSize() {
  return [this.columns, this.rows];
};

// Colour depth in bits: 1 (2 colours), 4 (16), 8 (256), 24 (16 million).
const COLORS_2 = 1;
const COLORS_16 = 4;
const COLORS_256 = 8;
const COLORS_16m = 24;

// Terminal names (lower-cased TERM) with a known depth; others are matched by pattern.
const TERM_DEPTHS = {
  __proto__: null,
  eterm: COLORS_16,
  cons25: COLORS_16,
  console: COLORS_16,
  cygwin: COLORS_16,
  dtterm: COLORS_16,
  gnome: COLORS_16,
  hurd: COLORS_16,
  jfbterm: COLORS_16,
  konsole: COLORS_16,
  kterm: COLORS_16,
  mlterm: COLORS_16,
  mosh: COLORS_16m,
  putty: COLORS_16,
  st: COLORS_16,
  'rxvt-unicode-24bit': COLORS_16m,
  terminator: COLORS_16m,
  'xterm-kitty': COLORS_16m,
};
const TERM_PATTERNS = [/ansi/, /color/, /linux/, /direct/, /^con[0-9]*x[0-9]/, /^rxvt/,
  /^screen/, /^xterm/, /^vt100/, /^vt220/];
const CI_DEPTHS = [
  ['APPVEYOR', COLORS_256], ['BUILDKITE', COLORS_256], ['CIRCLECI', COLORS_16m],
  ['DRONE', COLORS_256], ['GITEA_ACTIONS', COLORS_16m], ['GITHUB_ACTIONS', COLORS_16m],
  ['GITLAB_CI', COLORS_256], ['TRAVIS', COLORS_256],
];

let warnedDeactivated = false;
function warnOnDeactivatedColors(env) {
  if (warnedDeactivated) return;
  let name = '';
  if (env.NODE_DISABLE_COLORS !== undefined && env.NODE_DISABLE_COLORS !== '') {
    name = 'NODE_DISABLE_COLORS';
  }
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') {
    if (name !== '') name += "' and '";
    name += 'NO_COLOR';
  }
  if (name !== '') {
    process.emitWarning(`The '${name}' env is ignored due to the 'FORCE_COLOR' env being set.`,
      'Warning');
    warnedDeactivated = true;
  }
}

function getColorDepth(env = process.env) {
  if (env.FORCE_COLOR !== undefined) {
    switch (env.FORCE_COLOR) {
      case '':
      case '1':
      case 'true':
        warnOnDeactivatedColors(env);
        return COLORS_16;
      case '2':
        warnOnDeactivatedColors(env);
        return COLORS_256;
      case '3':
        warnOnDeactivatedColors(env);
        return COLORS_16m;
      default:
        return COLORS_2;
    }
  }
  if ((env.NODE_DISABLE_COLORS !== undefined && env.NODE_DISABLE_COLORS !== '') ||
      (env.NO_COLOR !== undefined && env.NO_COLOR !== '') ||
      env.TERM === 'dumb') {
    return COLORS_2;
  }
  if (env.TMUX) return COLORS_16m;
  if ('TF_BUILD' in env && 'AGENT_NAME' in env) return COLORS_16;
  if ('CI' in env) {
    for (const [name, depth] of CI_DEPTHS) {
      if (name in env) return depth;
    }
    if (env.CI_NAME === 'codeship') return COLORS_256;
    return COLORS_2;
  }
  if ('TEAMCITY_VERSION' in env) {
    return /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/.test(env.TEAMCITY_VERSION) ? COLORS_16 : COLORS_2;
  }
  switch (env.TERM_PROGRAM) {
    case 'iTerm.app':
      if (!env.TERM_PROGRAM_VERSION || /^[0-2]\./.test(env.TERM_PROGRAM_VERSION)) {
        return COLORS_256;
      }
      return COLORS_16m;
    case 'HyperTerm':
    case 'MacTerm':
      return COLORS_16m;
    case 'Apple_Terminal':
      return COLORS_256;
  }
  if (env.COLORTERM === 'truecolor' || env.COLORTERM === '24bit') return COLORS_16m;
  if (env.TERM) {
    if (/truecolor/.test(env.TERM)) return COLORS_16m;
    if (/^xterm-256/.test(env.TERM)) return COLORS_256;
    const term = env.TERM.toLowerCase();
    if (TERM_DEPTHS[term]) return TERM_DEPTHS[term];
    for (const re of TERM_PATTERNS) {
      if (re.test(term)) return COLORS_16;
    }
  }
  if (env.COLORTERM) return COLORS_16;
  return COLORS_2;
}

function hasColors(count, env) {
  if (env === undefined &&
      (count === undefined || (typeof count === 'object' && count !== null))) {
    env = count;
    count = 16;
  } else {
    require('internal/validators').validateInteger(count, 'count', 2);
  }
  return count <= 2 ** getColorDepth(env);
}

WriteStream.prototype.getColorDepth = getColorDepth;
WriteStream.prototype.hasColors = hasColors;

// The prototypes chain to net.Socket's once net is loaded (on the first stream made or
// the first look at the classes through instanceof/prototype walks below).
let linked = false;
function linkPrototypes() {
  if (linked) return;
  linked = true;
  const S = socketClass();
  Object.setPrototypeOf(ReadStream.prototype, S.prototype);
  Object.setPrototypeOf(ReadStream, S);
  Object.setPrototypeOf(WriteStream.prototype, S.prototype);
  Object.setPrototypeOf(WriteStream, S);
}

module.exports = {
  isatty,
  get ReadStream() {
    linkPrototypes();
    return ReadStream;
  },
  get WriteStream() {
    linkPrototypes();
    return WriteStream;
  },
};
