// A fork (or a spawn with an 'ipc' stdio) whose program cannot be started: the parent's
// end of the channel exists all the same, so the child reports 'error', is connected until
// the channel's end is read, then 'disconnect' and 'close' come; a message sent meanwhile
// fails with EPIPE, one sent after the disconnect with ERR_IPC_CHANNEL_CLOSED; a disconnect
// from the 'error' listener is clean (and, as in Node, leaves that child without a 'close').
// One child at a time.
'use strict';
const cp = require('child_process');
const path = require('path');

const missing = path.join(__dirname, 'no-such-dir', 'no-such-node');
const log = (...args) => console.log(...args);

function forkInherit(next) {
  const a = cp.fork(__filename, [], { execPath: missing });
  a.on('error', (e) => log('a error', e.code, 'connected', a.connected,
                           'channel', typeof a.channel));
  a.send({ hello: 1 }, (e) => log('a send', e && e.code, e && e.syscall));
  a.on('exit', (code, signal) => log('a exit', code, signal));
  a.on('disconnect', () => {
    log('a disconnect', a.connected);
    a.send('late', (e) => {
      log('a late send', e && e.code);
      next();
    });
  });
  a.on('close', (code, signal) => log('a close', code, signal));
}

function spawnPipes(next) {
  const b = cp.spawn(missing, [], { stdio: ['pipe', 'pipe', 'pipe', 'ipc'] });
  b.on('error', (e) => log('b error', e.code, 'connected', b.connected));
  b.on('disconnect', () => log('b disconnect'));
  b.on('close', (code) => {
    log('b close', code);
    next();
  });
}

function forkSilentDisconnect(next) {
  const c = cp.fork(__filename, [], { execPath: missing, silent: true });
  c.on('error', (e) => {
    log('c error', e.code);
    c.disconnect();
    log('c connected', c.connected);
  });
  c.on('disconnect', () => log('c disconnect'));
  c.on('close', (code) => {
    log('c close', code);
    next();
  });
}

forkInherit(() => spawnPipes(() => forkSilentDisconnect(() => log('done'))));
