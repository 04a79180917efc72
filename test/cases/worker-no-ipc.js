// A worker thread's process has no IPC members (send/disconnect/channel/connected), so code tells a worker from a forked child by `process.send`
const { Worker } = require('worker_threads');
const w = new Worker(`
const { parentPort } = require('worker_threads');
const p = process;
const names = ['send', 'disconnect', 'channel', 'connected'];
parentPort.postMessage({
  types: names.map((n) => typeof p[n]),
  has: names.map((n) => n in p),
  asChild: Boolean(p.send),
  chdir: (() => { try { p.chdir('/'); return 'no error'; } catch (e) { return e.code; } })(),
  abortDisabled: p.abort.disabled === true,
});
`, { eval: true });
w.on('message', (m) => console.log(m));
w.on('exit', (code) => console.log('exit', code));
