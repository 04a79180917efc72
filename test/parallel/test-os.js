// Port of nodejs/node test/parallel/test-os.js (rewritten for minirt).
'use strict';

// The os module on Linux: tmpdir's environment rules, the shape and types of every
// informational call, priorities, userInfo, constants and the toPrimitive shortcuts.
require('../common');
const assert = require('assert');
const os = require('os');
const path = require('path');

// tmpdir(): TMPDIR, then TMP, then TEMP, then /tmp; one trailing slash is dropped unless
// the path is just "/".
{
  const saved = { TMPDIR: process.env.TMPDIR, TMP: process.env.TMP, TEMP: process.env.TEMP };
  process.env.TMPDIR = '/tmpdir';
  process.env.TMP = '/tmp';
  process.env.TEMP = '/temp';
  assert.strictEqual(os.tmpdir(), '/tmpdir');
  process.env.TMPDIR = '';
  assert.strictEqual(os.tmpdir(), '/tmp');
  process.env.TMP = '';
  assert.strictEqual(os.tmpdir(), '/temp');
  process.env.TEMP = '';
  assert.strictEqual(os.tmpdir(), '/tmp');
  process.env.TMPDIR = '/tmpdir/';
  assert.strictEqual(os.tmpdir(), '/tmpdir');
  process.env.TMPDIR = '/tmpdir\\';
  assert.strictEqual(os.tmpdir(), '/tmpdir\\');
  process.env.TMPDIR = '/';
  assert.strictEqual(os.tmpdir(), '/');
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

function isString(v) {
  assert.strictEqual(typeof v, 'string');
  assert.ok(v.length > 0);
}

function isNumber(v) {
  assert.strictEqual(typeof v, 'number');
  assert.ok(!Number.isNaN(v));
}

assert.match(os.endianness(), /^[BL]E$/);
isString(os.hostname());
isString(os.type());
isString(os.release());
isString(os.version());
isString(os.machine());
assert.strictEqual(os.platform(), process.platform);
assert.strictEqual(os.arch(), process.arch);
assert.strictEqual(os.EOL, '\n');
assert.strictEqual(os.devNull, '/dev/null');

{
  const uptime = os.uptime();
  isNumber(uptime);
  assert.ok(uptime > 0);
}

{
  const cpus = os.cpus();
  assert.ok(Array.isArray(cpus));
  assert.ok(cpus.length > 0);
  for (const cpu of cpus) {
    assert.strictEqual(typeof cpu.model, 'string');
    assert.strictEqual(typeof cpu.speed, 'number');
    for (const key of ['user', 'nice', 'sys', 'idle', 'irq']) {
      assert.strictEqual(typeof cpu.times[key], 'number');
    }
  }
}

{
  const load = os.loadavg();
  assert.strictEqual(load.length, 3);
  for (const v of load) isNumber(v);
  assert.ok(os.freemem() > 0);
  assert.ok(os.totalmem() > 0);
  assert.ok(os.totalmem() >= os.freemem());
  assert.ok(os.availableParallelism() > 0);
}

// Priorities: validation first, then a round trip through setPriority/getPriority.
{
  const { PRIORITY_BELOW_NORMAL, PRIORITY_LOW, PRIORITY_NORMAL } = os.constants.priority;
  for (const pid of [null, true, 'foo', {}, [], /x/]) {
    assert.throws(() => os.getPriority(pid), {
      code: 'ERR_INVALID_ARG_TYPE',
      message: /The "pid" argument must be of type number\./,
    });
    assert.throws(() => os.setPriority(pid, PRIORITY_NORMAL), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const pid of [NaN, Infinity, 3.14, 2 ** 32]) {
    assert.throws(() => os.getPriority(pid), {
      code: 'ERR_OUT_OF_RANGE',
      message: /The value of "pid" is out of range\./,
    });
  }
  for (const priority of [NaN, 3.14, -21, 20, 2 ** 32]) {
    assert.throws(() => os.setPriority(0, priority), {
      code: 'ERR_OUT_OF_RANGE',
      message: /The value of "priority" is out of range\./,
    });
  }
  assert.throws(() => os.setPriority(0, 'high'), { code: 'ERR_INVALID_ARG_TYPE' });

  // Niceness: a larger number is a lower priority, and lowering never needs privileges.
  const lower = os.getPriority() < PRIORITY_BELOW_NORMAL ? PRIORITY_BELOW_NORMAL : PRIORITY_LOW;
  os.setPriority(lower);
  assert.strictEqual(os.getPriority(), lower);
  assert.strictEqual(os.getPriority(0), lower);
  assert.strictEqual(os.getPriority(process.pid), lower);
}

// networkInterfaces(): every address has a cidr; the loopback entry is exact.
{
  const interfaces = os.networkInterfaces();
  assert.strictEqual(typeof interfaces, 'object');
  if (interfaces.lo !== undefined) {
    const v4 = interfaces.lo.filter((e) => e.address === '127.0.0.1' && e.netmask === '255.0.0.0');
    assert.deepStrictEqual(v4, [{
      address: '127.0.0.1',
      netmask: '255.0.0.0',
      family: 'IPv4',
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: '127.0.0.1/8',
    }]);
  }
  const suffix = { '255.0.0.0': 8, '255.255.255.0': 24, 'ffff:ffff:ffff:ffff::': 64,
                   'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff': 128 };
  for (const entry of Object.values(interfaces).flat()) {
    assert.ok('cidr' in entry);
    if (suffix[entry.netmask] !== undefined) {
      assert.strictEqual(entry.cidr, `${entry.address}/${suffix[entry.netmask]}`);
    }
  }
}

// homedir() prefers $HOME; without it the passwd entry is used.
{
  const home = os.homedir();
  isString(home);
  assert.ok(home.includes(path.sep));
  if (process.env.HOME) {
    assert.strictEqual(home, process.env.HOME);
    const saved = process.env.HOME;
    delete process.env.HOME;
    assert.ok(os.homedir().includes(path.sep));
    process.env.HOME = saved;
  }
}

// userInfo(), as strings and as Buffers.
{
  const pwd = os.userInfo();
  const pwdBuf = os.userInfo({ encoding: 'buffer' });
  assert.strictEqual(Object.getPrototypeOf(pwd), null);
  isNumber(pwd.uid);
  isNumber(pwd.gid);
  isString(pwd.username);
  assert.ok(pwd.homedir.includes(path.sep));
  assert.strictEqual(typeof pwd.shell, 'string');
  assert.strictEqual(pwd.uid, pwdBuf.uid);
  assert.strictEqual(pwd.gid, pwdBuf.gid);
  assert.ok(Buffer.isBuffer(pwdBuf.username));
  assert.strictEqual(pwd.username, pwdBuf.username.toString('utf8'));
  assert.strictEqual(pwd.homedir, pwdBuf.homedir.toString('utf8'));
  assert.strictEqual(pwd.shell, pwdBuf.shell.toString('utf8'));
}

// Functions that coerce to their own result.
for (const name of ['hostname', 'homedir', 'release', 'type', 'endianness', 'tmpdir', 'arch',
  'platform', 'version', 'machine']) {
  assert.strictEqual(`${os[name]}`, os[name]());
}
assert.strictEqual(+os.totalmem, os.totalmem());
isNumber(+os.uptime);
isNumber(+os.freemem);
isNumber(+os.availableParallelism);

// Constants.
{
  const { constants } = os;
  assert.deepStrictEqual(Object.keys(constants),
                         ['UV_UDP_REUSEADDR', 'dlopen', 'errno', 'signals', 'priority']);
  assert.strictEqual(Object.getPrototypeOf(constants.signals), null);
  assert.ok(Object.isFrozen(constants.signals));
  assert.strictEqual(constants.signals.SIGHUP, 1);
  assert.strictEqual(constants.signals.SIGKILL, 9);
  assert.strictEqual(constants.signals.SIGTERM, 15);
  assert.strictEqual(constants.signals.SIGSYS, 31);
  assert.strictEqual(constants.errno.ENOENT, 2);
  assert.strictEqual(constants.errno.EWOULDBLOCK, constants.errno.EAGAIN);
  assert.strictEqual(constants.priority.PRIORITY_HIGHEST, -20);
  assert.strictEqual(constants.dlopen.RTLD_NOW, 2);
  const desc = Object.getOwnPropertyDescriptor(os, 'constants');
  assert.strictEqual(desc.writable, false);
  assert.strictEqual(desc.configurable, false);
  assert.strictEqual(Object.getOwnPropertyDescriptor(os, 'EOL').writable, false);
}
