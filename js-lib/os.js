'use strict';
// os: the `os` module (Linux only, like minirt itself).
//
// Native interface: internalBinding('os'). Every member is optional except where noted; a
// missing member falls back to reading /proc (through readFileUtf8) or to a documented
// approximation. Members that can fail follow Node's binding convention: they take a `ctx`
// object as the last argument, and on failure return undefined after setting
// ctx.errno (negative errno), ctx.code ('ENOENT'), ctx.message ('no such file or directory')
// and ctx.syscall ('uv_os_gethostname'); os.js turns that into ERR_SYSTEM_ERROR.
//
//   readFileUtf8(path) -> string | undefined   REQUIRED for the /proc fallbacks. Must read to
//                                              EOF (procfs files report size 0); undefined if
//                                              the file cannot be read.
//   getHostname(ctx) -> string                  gethostname(2)       (fallback /proc/sys/kernel/hostname)
//   getOSInformation(ctx) -> [sysname, version, release, machine]   uname(2)
//                                              (fallback /proc/sys/kernel/{ostype,version,osrelease}
//                                              and process.arch for the machine)
//   getHomeDirectory(ctx) -> string             $HOME if set, else the passwd entry's dir
//   getUserInfo(ctx) -> {uid, gid, username, homedir, shell}  getpwuid_r(geteuid()), strings
//                                              (fallback: /proc/self/status + /etc/passwd)
//   getPriority(pid, ctx) -> number | undefined            getpriority(PRIO_PROCESS, pid)
//                                              (fallback: nice field of /proc/<pid>/stat)
//   setPriority(pid, priority, ctx) -> 0 | nonzero           setpriority(PRIO_PROCESS, ...)
//                                              (no fallback: throws ERR_METHOD_NOT_IMPLEMENTED)
//   getInterfaceAddresses(ctx) -> flat array, 7 slots per address:
//       [name, address, netmask, family ('IPv4'|'IPv6'), mac ('aa:bb:..'), internal (bool),
//        scopeid (number, -1 for IPv4)]                      getifaddrs(3)
//                                              (no fallback: networkInterfaces() returns {})
//   getAvailableParallelism() -> number         sched_getaffinity CPU count
//                                              (fallback: Cpus_allowed_list of /proc/self/status)
//   getCPUs() -> flat array, 7 slots per CPU: [model, speedMHz, user, nice, sys, idle, irq]
//       (times in ms)                           (fallback: /proc/cpuinfo, /proc/stat, cpufreq)
//   getFreeMem() -> number, getTotalMem() -> number        (fallback: /proc/meminfo)
//   getUptime(ctx) -> number                    (fallback: /proc/uptime)
//   getLoadAvg(float64Array3) -> void           (fallback: /proc/loadavg)
//
// The errno/signal/priority/dlopen constants are Linux x86-64 values kept here in JS.

let binding;
try {
  binding = internalBinding('os');
} catch {
  binding = {};
}

const { codes } = require('internal/errors_lazy');

function readProc(path) {
  if (typeof binding.readFileUtf8 !== 'function') return undefined;
  try {
    return binding.readFileUtf8(path);
  } catch {
    return undefined;
  }
}

function systemError(ctx) {
  return new (codes.ERR_SYSTEM_ERROR)(ctx);
}

// Runs a ctx-style native; throws ERR_SYSTEM_ERROR when it reports failure.
function checked(fn, args) {
  const ctx = {};
  args.push(ctx);
  const ret = fn.apply(binding, args);
  if (ret === undefined) throw systemError(ctx);
  return ret;
}

function enoent(syscall) {
  return { errno: -2, code: 'ENOENT', message: 'no such file or directory', syscall };
}

// --- uname -------------------------------------------------------------------------------

const machineByArch = {
  __proto__: null,
  x64: 'x86_64', arm64: 'aarch64', arm: 'armv7l', ia32: 'i686', riscv64: 'riscv64',
  ppc64: 'ppc64le', s390x: 's390x', loong64: 'loongarch64', mips64el: 'mips64',
};

let osInfo;
function osInformation() {
  if (osInfo === undefined) {
    if (typeof binding.getOSInformation === 'function') {
      osInfo = checked(binding.getOSInformation, []);
    } else {
      const line = (p, d) => {
        const s = readProc(p);
        return s === undefined ? d : s.replace(/\n$/, '');
      };
      osInfo = [
        line('/proc/sys/kernel/ostype', 'Linux'),
        line('/proc/sys/kernel/version', ''),
        line('/proc/sys/kernel/osrelease', ''),
        machineByArch[process.arch] || process.arch,
      ];
    }
  }
  return osInfo;
}

function type() { return osInformation()[0]; }
function version() { return osInformation()[1]; }
function release() { return osInformation()[2]; }
function machine() { return osInformation()[3]; }

function hostname() {
  if (typeof binding.getHostname === 'function') return checked(binding.getHostname, []);
  const s = readProc('/proc/sys/kernel/hostname');
  if (s === undefined) throw systemError(enoent('uv_os_gethostname'));
  return s.replace(/\n$/, '');
}

// --- users -------------------------------------------------------------------------------

function procStatusField(name) {
  const s = readProc('/proc/self/status');
  if (s === undefined) return undefined;
  const m = new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(s);
  return m === null ? undefined : m[1];
}

// passwd entry of the effective user, as getpwuid_r would give it (files database only).
function passwdEntry() {
  const uidField = procStatusField('Uid');
  const gidField = procStatusField('Gid');
  let uid = uidField !== undefined ? Number(uidField.split(/\s+/)[1]) :
    (typeof process.geteuid === 'function' ? process.geteuid() : undefined);
  const gidFromStatus = gidField !== undefined ? Number(gidField.split(/\s+/)[1]) : undefined;
  if (uid === undefined || Number.isNaN(uid)) return undefined;
  const passwd = readProc('/etc/passwd');
  if (passwd === undefined) return undefined;
  const lines = passwd.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const f = lines[i].split(':');
    if (f.length >= 7 && Number(f[2]) === uid && f[2] !== '') {
      return {
        uid,
        gid: gidFromStatus !== undefined && !Number.isNaN(gidFromStatus) ? gidFromStatus : Number(f[3]),
        username: f[0],
        homedir: f[5],
        shell: f[6],
      };
    }
  }
  return undefined;
}

function homedir() {
  if (typeof binding.getHomeDirectory === 'function') {
    return checked(binding.getHomeDirectory, []);
  }
  const home = process.env.HOME;
  if (home !== undefined) return home;
  const pw = passwdEntry();
  if (pw === undefined) throw systemError(enoent('uv_os_homedir'));
  return pw.homedir;
}

function userInfo(options) {
  if (typeof options !== 'object') options = null;
  let user;
  if (typeof binding.getUserInfo === 'function') {
    user = checked(binding.getUserInfo, []);
  } else {
    user = passwdEntry();
    if (user === undefined) throw systemError(enoent('uv_os_get_passwd'));
  }
  const encoding = options !== null && options.encoding !== undefined ?
    `${options.encoding}` : 'utf8';
  const out = { __proto__: null, uid: user.uid, gid: user.gid };
  const conv = encodeField(encoding);
  out.username = conv(user.username);
  out.homedir = conv(user.homedir);
  out.shell = user.shell === null || user.shell === undefined ? null : conv(user.shell);
  return out;
}

function encodeField(encoding) {
  const enc = encoding.toLowerCase();
  if (enc === 'utf8' || enc === 'utf-8') return (s) => s;
  const { Buffer } = require('buffer');
  if (enc === 'buffer') return (s) => Buffer.from(s, 'utf8');
  if (!Buffer.isEncoding(enc)) return (s) => s;
  return (s) => Buffer.from(s, 'utf8').toString(enc);
}

// --- scheduling priority -----------------------------------------------------------------

function validateInt32(value, name, min = -2147483648, max = 2147483647) {
  if (typeof value !== 'number') throw new (codes.ERR_INVALID_ARG_TYPE)(name, 'number', value);
  if (!Number.isInteger(value)) throw new (codes.ERR_OUT_OF_RANGE)(name, 'an integer', value);
  if (value < min || value > max) {
    throw new (codes.ERR_OUT_OF_RANGE)(name, `>= ${min} && <= ${max}`, value);
  }
}

function getPriority(pid) {
  if (pid === undefined) pid = 0;
  else validateInt32(pid, 'pid');
  if (typeof binding.getPriority === 'function') {
    const ctx = {};
    const p = binding.getPriority(pid, ctx);
    if (p === undefined) throw systemError(ctx);
    return p;
  }
  const stat = readProc(pid === 0 ? '/proc/self/stat' : `/proc/${pid}/stat`);
  if (stat === undefined || pid < 0) {
    throw systemError({ errno: -3, code: 'ESRCH', message: 'no such process',
                        syscall: 'uv_os_getpriority' });
  }
  // Fields after the parenthesised command name: state is field 3, nice is field 19.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(rest[16]);
}

function setPriority(pid, priority) {
  if (priority === undefined) {
    priority = pid;
    pid = 0;
  }
  validateInt32(pid, 'pid');
  validateInt32(priority, 'priority', -20, 19);
  if (typeof binding.setPriority !== 'function') {
    throw new (codes.ERR_METHOD_NOT_IMPLEMENTED)('setPriority()');
  }
  const ctx = {};
  if (binding.setPriority(pid, priority, ctx) !== 0) throw systemError(ctx);
}

// --- CPUs, memory, load --------------------------------------------------------------------

function cpus() {
  const result = [];
  if (typeof binding.getCPUs === 'function') {
    const data = binding.getCPUs() || [];
    for (let i = 0; i + 6 < data.length; i += 7) {
      result.push({
        model: data[i],
        speed: data[i + 1],
        times: { user: data[i + 2], nice: data[i + 3], sys: data[i + 4],
                 idle: data[i + 5], irq: data[i + 6] },
      });
    }
    return result;
  }
  const stat = readProc('/proc/stat');
  if (stat === undefined) return result;
  const info = readProc('/proc/cpuinfo') || '';
  const models = [];
  const re = /^(?:model name|Processor|cpu model)\s*:\s*(.*)$/gm;
  let m;
  while ((m = re.exec(info)) !== null) models.push(m[1]);
  // USER_HZ is 100 on every Linux ABI Node supports, so one tick is 10 ms.
  const lines = stat.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!/^cpu\d+ /.test(line)) continue;
    const f = line.split(/\s+/);
    const n = Number(f[0].slice(3));
    const freq = readProc(`/sys/devices/system/cpu/cpu${n}/cpufreq/scaling_cur_freq`);
    result.push({
      model: models.length === 0 ? 'unknown' : (models[n] !== undefined ? models[n] : models[0]),
      speed: freq === undefined ? 0 : Math.floor(Number(freq) / 1000) || 0,
      times: {
        user: Number(f[1]) * 10,
        nice: Number(f[2]) * 10,
        sys: Number(f[3]) * 10,
        idle: Number(f[4]) * 10,
        irq: Number(f[6]) * 10,
      },
    });
  }
  return result;
}

function meminfo(key) {
  const s = readProc('/proc/meminfo');
  if (s === undefined) return undefined;
  const m = new RegExp(`^${key}:\\s*(\\d+)`, 'm').exec(s);
  return m === null ? undefined : Number(m[1]) * 1024;
}

function freemem() {
  if (typeof binding.getFreeMem === 'function') return binding.getFreeMem();
  const v = meminfo('MemAvailable');
  return v !== undefined ? v : (meminfo('MemFree') || 0);
}

function totalmem() {
  if (typeof binding.getTotalMem === 'function') return binding.getTotalMem();
  return meminfo('MemTotal') || 0;
}

function uptime() {
  if (typeof binding.getUptime === 'function') return checked(binding.getUptime, []);
  const s = readProc('/proc/uptime');
  if (s === undefined) throw systemError(enoent('uv_uptime'));
  return Number(s.split(' ')[0]);
}

function loadavg() {
  if (typeof binding.getLoadAvg === 'function') {
    const a = new Float64Array(3);
    binding.getLoadAvg(a);
    return [a[0], a[1], a[2]];
  }
  const s = readProc('/proc/loadavg');
  if (s === undefined) return [0, 0, 0];
  const f = s.split(' ');
  return [Number(f[0]), Number(f[1]), Number(f[2])];
}

function countCpuList(list) {
  let n = 0;
  const parts = list.trim().split(',');
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p === '') continue;
    const dash = p.indexOf('-');
    n += dash === -1 ? 1 : Number(p.slice(dash + 1)) - Number(p.slice(0, dash)) + 1;
  }
  return n;
}

function availableParallelism() {
  if (typeof binding.getAvailableParallelism === 'function') {
    return binding.getAvailableParallelism();
  }
  const allowed = procStatusField('Cpus_allowed_list');
  if (allowed !== undefined) {
    const n = countCpuList(allowed);
    if (n > 0) return n;
  }
  return Math.max(1, cpus().length);
}

// --- paths, platform -----------------------------------------------------------------------

function tmpdir() {
  const env = process.env;
  let path = env.TMPDIR || env.TMP || env.TEMP || '/tmp';
  if (path.length > 1 && path[path.length - 1] === '/') path = path.slice(0, -1);
  return path;
}

function arch() { return process.arch; }
function platform() { return process.platform; }

const kEndianness = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 'LE' : 'BE';
function endianness() { return kEndianness; }

// --- network interfaces ---------------------------------------------------------------------

function popcount(n) {
  let c = 0;
  while (n !== 0) {
    c += n & 1;
    n >>>= 1;
  }
  return c;
}

// Prefix length of a contiguous netmask, or null when the mask has holes.
function cidrOf(address, netmask, family) {
  const v6 = family === 'IPv6';
  const groups = netmask.split(v6 ? ':' : '.');
  const width = v6 ? 16 : 8;
  let ones = 0;
  let zeros = false;
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    if (g === '') continue;
    const bits = parseInt(g, v6 ? 16 : 10);
    if (zeros) {
      if (bits !== 0) return null;
      continue;
    }
    const c = popcount(bits);
    ones += c;
    if (c !== width) {
      if ((bits & 1) !== 0) return null;
      zeros = true;
    }
  }
  return `${address}/${ones}`;
}

function networkInterfaces() {
  const result = {};
  if (typeof binding.getInterfaceAddresses !== 'function') return result;
  const data = checked(binding.getInterfaceAddresses, []);
  for (let i = 0; i + 6 < data.length; i += 7) {
    const name = data[i];
    const entry = {
      address: data[i + 1],
      netmask: data[i + 2],
      family: data[i + 3],
      mac: data[i + 4],
      internal: data[i + 5],
      cidr: cidrOf(data[i + 1], data[i + 2], data[i + 3]),
    };
    if (data[i + 6] !== -1) entry.scopeid = data[i + 6];
    const list = result[name];
    if (list === undefined) result[name] = [entry];
    else list.push(entry);
  }
  return result;
}

// --- constants -----------------------------------------------------------------------------

function table(entries) {
  const o = { __proto__: null };
  for (let i = 0; i < entries.length; i += 2) o[entries[i]] = entries[i + 1];
  return o;
}

const errno = table([
  'E2BIG', 7, 'EACCES', 13, 'EADDRINUSE', 98, 'EADDRNOTAVAIL', 99, 'EAFNOSUPPORT', 97,
  'EAGAIN', 11, 'EALREADY', 114, 'EBADF', 9, 'EBADMSG', 74, 'EBUSY', 16, 'ECANCELED', 125,
  'ECHILD', 10, 'ECONNABORTED', 103, 'ECONNREFUSED', 111, 'ECONNRESET', 104, 'EDEADLK', 35,
  'EDESTADDRREQ', 89, 'EDOM', 33, 'EDQUOT', 122, 'EEXIST', 17, 'EFAULT', 14, 'EFBIG', 27,
  'EHOSTUNREACH', 113, 'EIDRM', 43, 'EILSEQ', 84, 'EINPROGRESS', 115, 'EINTR', 4,
  'EINVAL', 22, 'EIO', 5, 'EISCONN', 106, 'EISDIR', 21, 'ELOOP', 40, 'EMFILE', 24,
  'EMLINK', 31, 'EMSGSIZE', 90, 'EMULTIHOP', 72, 'ENAMETOOLONG', 36, 'ENETDOWN', 100,
  'ENETRESET', 102, 'ENETUNREACH', 101, 'ENFILE', 23, 'ENOBUFS', 105, 'ENODATA', 61,
  'ENODEV', 19, 'ENOENT', 2, 'ENOEXEC', 8, 'ENOLCK', 37, 'ENOLINK', 67, 'ENOMEM', 12,
  'ENOMSG', 42, 'ENOPROTOOPT', 92, 'ENOSPC', 28, 'ENOSR', 63, 'ENOSTR', 60, 'ENOSYS', 38,
  'ENOTCONN', 107, 'ENOTDIR', 20, 'ENOTEMPTY', 39, 'ENOTSOCK', 88, 'ENOTSUP', 95,
  'ENOTTY', 25, 'ENXIO', 6, 'EOPNOTSUPP', 95, 'EOVERFLOW', 75, 'EPERM', 1, 'EPIPE', 32,
  'EPROTO', 71, 'EPROTONOSUPPORT', 93, 'EPROTOTYPE', 91, 'ERANGE', 34, 'EROFS', 30,
  'ESPIPE', 29, 'ESRCH', 3, 'ESTALE', 116, 'ETIME', 62, 'ETIMEDOUT', 110, 'ETXTBSY', 26,
  'EWOULDBLOCK', 11, 'EXDEV', 18,
]);

const signals = Object.freeze(table([
  'SIGHUP', 1, 'SIGINT', 2, 'SIGQUIT', 3, 'SIGILL', 4, 'SIGTRAP', 5, 'SIGABRT', 6,
  'SIGIOT', 6, 'SIGBUS', 7, 'SIGFPE', 8, 'SIGKILL', 9, 'SIGUSR1', 10, 'SIGSEGV', 11,
  'SIGUSR2', 12, 'SIGPIPE', 13, 'SIGALRM', 14, 'SIGTERM', 15, 'SIGCHLD', 17,
  'SIGSTKFLT', 16, 'SIGCONT', 18, 'SIGSTOP', 19, 'SIGTSTP', 20, 'SIGTTIN', 21,
  'SIGTTOU', 22, 'SIGURG', 23, 'SIGXCPU', 24, 'SIGXFSZ', 25, 'SIGVTALRM', 26,
  'SIGPROF', 27, 'SIGWINCH', 28, 'SIGIO', 29, 'SIGPOLL', 29, 'SIGPWR', 30, 'SIGSYS', 31,
]));

const priority = table([
  'PRIORITY_LOW', 19, 'PRIORITY_BELOW_NORMAL', 10, 'PRIORITY_NORMAL', 0,
  'PRIORITY_ABOVE_NORMAL', -7, 'PRIORITY_HIGH', -14, 'PRIORITY_HIGHEST', -20,
]);

const dlopen = table([
  'RTLD_LAZY', 1, 'RTLD_NOW', 2, 'RTLD_GLOBAL', 256, 'RTLD_LOCAL', 0, 'RTLD_DEEPBIND', 8,
]);

const constants = table(['UV_UDP_REUSEADDR', 4, 'dlopen', dlopen, 'errno', errno,
  'signals', signals, 'priority', priority]);

// `${os.hostname}` and `+os.totalmem` give the value, as in Node.
for (const fn of [arch, availableParallelism, endianness, freemem, homedir, hostname, platform,
  release, tmpdir, totalmem, type, uptime, version, machine]) {
  fn[Symbol.toPrimitive] = () => fn();
}

module.exports = {
  arch,
  availableParallelism,
  cpus,
  endianness,
  freemem,
  getPriority,
  homedir,
  hostname,
  loadavg,
  networkInterfaces,
  platform,
  release,
  setPriority,
  tmpdir,
  totalmem,
  type,
  userInfo,
  uptime,
  version,
  machine,
};

Object.defineProperties(module.exports, {
  constants: { configurable: false, enumerable: true, writable: false, value: constants },
  EOL: { configurable: true, enumerable: true, writable: false, value: '\n' },
  devNull: { configurable: true, enumerable: true, writable: false, value: '/dev/null' },
});
