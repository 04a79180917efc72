// child_process async API: spawn failure fields, exec/execFile results and errors, kill()
// argument checks, stdio shapes, fork IPC in both wire formats, and no fds left behind.
'use strict';
const cp = require('child_process');
const fs = require('fs');
const util = require('util');

if (process.argv[2] === 'echo-child') {
  process.on('message', (m) => {
    process.send({ back: m, connected: process.connected, fdVar: process.env.NODE_CHANNEL_FD });
    if (m === 'last') process.disconnect();
  });
  return;
}

// Pipes and sockets are what a child leaves behind when its stdio or channel leaks.
const fdCount = () => fs.readdirSync('/proc/self/fd').filter((fd) => {
  try {
    return /^(pipe|socket):/.test(fs.readlinkSync(`/proc/self/fd/${fd}`));
  } catch {
    return false;
  }
}).length;

function step(name, fn) {
  return new Promise((resolve) => fn((...lines) => {
    console.log(name, ...lines);
  }, resolve));
}

(async () => {
  // Warm up once (a child and a timer) so the runtime's own descriptors exist before counting.
  await new Promise((r) => cp.exec('true', r));
  await new Promise((r) => setTimeout(r, 1));
  const fdsBefore = fdCount();

  await step('enoent', (log, done) => {
    const c = cp.spawn('definitely-not-a-command', ['a1']);
    log(typeof c.pid, c.stdio.length, c.stdin !== null, c.spawnfile, c.spawnargs);
    c.on('spawn', () => log('unexpected spawn'));
    c.on('error', (e) => log(e.message, e.code, e.errno, e.syscall, e.path, e.spawnargs, Object.keys(e)));
    c.on('close', (code, signal) => { log('close', code, signal); done(); });
  });

  await step('exec', (log, done) => {
    cp.exec('echo out; echo err 1>&2; exit 3', (err, stdout, stderr) => {
      log(JSON.stringify(stdout), JSON.stringify(stderr), err.message.split('\n'), err.code,
          err.killed, err.signal, err.cmd, Object.keys(err));
      done();
    });
  });

  await step('execFile-enoent', (log, done) => {
    cp.execFile('definitely-not-a-command', ['x'], (err, stdout, stderr) => {
      log(err.code, err.syscall, err.cmd, JSON.stringify(stdout), JSON.stringify(stderr));
      done();
    });
  });

  await step('maxBuffer', (log, done) => {
    cp.exec('echo 0123456789', { maxBuffer: 4 }, (err, stdout) => {
      log(err.name, err.code, err.message, JSON.stringify(stdout));
      done();
    });
  });

  await step('timeout', (log, done) => {
    cp.execFile('sleep', ['5'], { timeout: 50, killSignal: 'SIGKILL' }, (err) => {
      log(err.killed, err.signal, err.code);
      done();
    });
  });

  await step('buffer', (log, done) => {
    cp.execFile('printf', ['ab'], { encoding: 'buffer' }, (err, stdout, stderr) => {
      log(err, stdout, stderr);
      done();
    });
  });

  await step('promisify', async (log, done) => {
    log(await util.promisify(cp.exec)('echo promised'));
    try {
      await util.promisify(cp.execFile)('sh', ['-c', 'echo o; exit 2']);
    } catch (e) {
      log(e.code, JSON.stringify(e.stdout), JSON.stringify(e.stderr));
    }
    done();
  });

  await step('kill', (log, done) => {
    const c = cp.spawn('sleep', ['5'], { stdio: 'ignore' });
    log(c.stdin, c.stdout, c.stderr, c.stdio);
    for (const bad of ['SIGNOPE', 99999, {}, null]) {
      try {
        c.kill(bad);
      } catch (e) {
        log(e.name, e.code, e.message);
      }
    }
    log(c.killed, c.kill('sigint'), c.killed);
    c.on('exit', (code, signal) => log('exit', code, signal, c.exitCode, c.signalCode));
    c.on('close', () => { log('kill after exit', c.kill()); done(); });
  });

  await step('events', (log, done) => {
    const seen = [];
    const c = cp.spawn('sh', ['-c', 'cat; echo done']);
    c.on('spawn', () => seen.push('spawn'));
    let out = '';
    c.stdout.on('data', (d) => { out += d; });
    c.stdout.on('end', () => seen.push(`end ${JSON.stringify(out)}`));
    c.on('exit', (code) => seen.push(`exit ${code}`));
    c.on('close', (code) => { seen.push(`close ${code}`); log(seen.filter((s) => s !== 'exit 0').join(' | ')); done(); });
    c.stdin.end('typed\n');
  });

  for (const serialization of ['json', 'advanced']) {
    await step(`fork-${serialization}`, (log, done) => {
      const c = cp.fork(__filename, ['echo-child'], { serialization });
      const got = [];
      c.on('message', (m) => got.push(m));
      c.send({ n: 1, s: 'two' });
      c.send([3]);
      c.send('last');
      c.on('disconnect', () => got.push('disconnect'));
      c.on('close', (code, signal) => {
        log(JSON.stringify(got), code, signal, c.connected);
        done();
      });
    });
  }

  await step('fds', (log, done) => {
    setImmediate(() => {
      log(fdCount() === fdsBefore);
      done();
    });
  });
})();
