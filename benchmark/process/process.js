// benchmark/process/process.js: child processes, pipes and loopback TCP, one workload per
// process run, printing ONE JSON line {op, ...params, ops_per_s, ops, secs, rss_mb, runtime}.
//   op=spawn      spawn('true') round trips (spawn, wait for 'close'), one at a time
//   op=pipe       `cat` of a `mb`-MiB file read through child.stdout ('data' events)
//   op=spawn-sync spawnSync('true') calls, one after another
//   op=tcp-echo   1 KiB messages echoed by a server in the same process, one at a time
// Runs unchanged on minirt and Node (node:child_process, node:net, node:fs only).
'use strict';

const { spawn } = require('child_process');
const net = require('net');
const fs = require('fs');
const os = require('os');
const path = require('path');

const params = { op: 'spawn', duration: 2, mb: 64, size: 1024 };
for (const a of process.argv.slice(2)) {
  const i = a.indexOf('=');
  if (i > 0) params[a.slice(0, i)] = Number.isNaN(Number(a.slice(i + 1))) ? a.slice(i + 1) : Number(a.slice(i + 1));
}
const runtime = process.versions.minirt ? `minirt-${process.versions.minirt}` : `node-${process.version}`;
const now = () => performance.now();

function report(ops, ms, extra = {}) {
  const secs = ms / 1000;
  console.log(JSON.stringify({
    ...params, ops_per_s: Math.round(ops / secs), ops, secs: Number(secs.toFixed(3)),
    ...extra, rss_mb: Math.round(process.memoryUsage().rss / 1048576), runtime,
  }));
}

function spawnLoop() {
  const t0 = now();
  let ops = 0;
  const once = () => {
    if (now() - t0 >= params.duration * 1000) return report(ops, now() - t0);
    spawn('true').on('close', (code) => {
      if (code !== 0) throw new Error(`true exited with ${code}`);
      ops++;
      once();
    });
  };
  once();
}

function spawnSyncLoop() {
  const { spawnSync } = require('child_process');
  const t0 = now();
  let ops = 0;
  while (now() - t0 < params.duration * 1000) {
    const r = spawnSync('true');
    if (r.status !== 0) throw new Error(`true exited with ${r.status}`);
    ops++;
  }
  report(ops, now() - t0);
}

function pipeRun() {
  const file = path.join(os.tmpdir(), `minirt-bench-pipe-${process.pid}`);
  fs.writeFileSync(file, Buffer.alloc(params.mb << 20, 97));
  const t0 = now();
  let bytes = 0;
  const child = spawn('cat', [file]);
  child.stdout.on('data', (chunk) => { bytes += chunk.length; });
  child.on('close', () => {
    fs.unlinkSync(file);
    if (bytes !== params.mb << 20) throw new Error(`got ${bytes} bytes`);
    const ms = now() - t0;
    report(1, ms, { mb_per_s: Math.round(params.mb / (ms / 1000)) });
  });
}

function tcpEcho() {
  const server = net.createServer((s) => s.pipe(s));
  server.listen(0, '127.0.0.1', () => {
    const msg = Buffer.alloc(params.size, 120);
    const c = net.connect(server.address().port, '127.0.0.1');
    let got = 0;
    let ops = 0;
    let t0;
    c.on('connect', () => {
      t0 = now();
      c.write(msg);
    });
    c.on('data', (d) => {
      got += d.length;
      if (got < params.size) return;
      got -= params.size;
      ops++;
      if (now() - t0 >= params.duration * 1000) {
        report(ops, now() - t0);
        c.destroy();
        server.close();
        return;
      }
      c.write(msg);
    });
  });
}

({ spawn: spawnLoop, 'spawn-sync': spawnSyncLoop, pipe: pipeRun, 'tcp-echo': tcpEcho })[params.op]();
