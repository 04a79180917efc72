// process.kill checks its pid and signal before any system call: a pid that is not loosely
// an int32 (a name like 'SIGTERM', NaN, a fraction, out of range) is ERR_INVALID_ARG_TYPE,
// never pid 0 (which would signal the whole process group); a signal name must be one of
// the OS's own (not 'constructor' or 'toString'); kill(2) failures are ErrnoExceptions.
// The only signals sent go to this process itself: 0, and SIGWINCH/28 (ignored by default).
'use strict';

const me = process.pid;
const show = (v) => {
  if (v === me) return 'PID';
  if (typeof v === 'symbol' || typeof v === 'bigint') return `<${typeof v}>`;
  if (typeof v === 'string') {
    return JSON.stringify(v.replace(String(me), 'PID').replace(me.toString(16), 'PID'));
  }
  if (typeof v === 'function') return '<function>';
  if (Array.isArray(v)) return `[${v.map(show)}]`;
  if (v !== null && typeof v === 'object') return '<object>';
  return String(v);
};
function attempt(...args) {
  const label = `kill(${args.map(show).join(', ')})`;
  try {
    console.log(label, '=> returned', process.kill(...args));
  } catch (e) {
    const keys = Object.keys(e).join(',');
    console.log(label, '=>', e.name, e.code, keys, e.code === undefined ? '' : e.message);
  }
}

// pids that must throw before anything is signalled
for (const pid of ['SIGTERM', 'abc', '1234abc', NaN, 1.5, -1.5, 2 ** 31, -(2 ** 31) - 1,
  2 ** 32, Infinity, -Infinity, 1e21, null, undefined, {}, () => 1]) {
  attempt(pid);
  attempt(pid, 0);
  attempt(pid, 'SIGTERM');
}
// bad signals for this process: unknown names and non-int32 numbers
for (const sig of ['SIGFOO', 'sigterm', 'constructor', 'toString', '__proto__', 'hasOwnProperty',
  'O_RDONLY', '0', '15', 1.5, 2 ** 31, 1e100, true, {}, [0]]) {
  attempt(me, sig);
}
// kill(2) failures: an invalid signal number
attempt(me, -1);
attempt(me, 999);
// signal 0 only checks that the process exists; loose pids name this process too
attempt(me, 0);
attempt(String(me), 0);
attempt(` ${me}`, 0);
attempt([me], 0);
attempt(`0x${me.toString(16)}`, 0);
attempt(me, -0);
attempt(me, 'SIGWINCH');
attempt(me, 28);
