// Cluster workers that listen on port 0 share one port: the primary hears 'listening' from
// each with Node's address record, every request is answered by some worker, a worker's
// second listen on the same address gets a port of its own, a port another process holds
// fails in the worker with `bind EADDRINUSE`, and disconnect closes the workers' servers.
'use strict';
const cluster = require('cluster');
const http = require('http');
const net = require('net');

if (cluster.isPrimary) {
  const WORKERS = 2;
  const ports = [];
  const seconds = [];
  let listening = 0;
  const blocker = net.createServer().listen(0, '127.0.0.1', () => {
    for (let i = 0; i < WORKERS; i++) cluster.fork({ BLOCKED_PORT: blocker.address().port });
  });
  cluster.on('listening', (worker, address) => {
    if (address.address === null) ports.push(address.port);
    else seconds.push(address.port);
    if (++listening < WORKERS * 2) return;
    console.log('listening records', Object.keys(address).join(','), typeof address.fd,
      address.addressType);
    console.log('first listens share a port:', new Set(ports).size === 1);
    console.log('second listens share theirs:', new Set(seconds).size === 1,
      'and differ from the first:', seconds[0] !== ports[0]);
    let answered = 0;
    const bodies = new Set();
    for (let i = 0; i < 6; i++) {
      http.get({ port: ports[0], host: '127.0.0.1', agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => { body += d; });
        res.on('end', () => {
          bodies.add(body.replace(/\d+$/, 'N'));
          if (++answered === 6) {
            console.log('answers', [...bodies].join(','));
            cluster.disconnect(() => {
              blocker.close();
              console.log('disconnected');
            });
          }
        });
      });
    }
  });
  const messages = [];
  cluster.on('message', (worker, m) => messages.push(m));
  cluster.on('exit', (worker, code) => {
    if (Object.keys(cluster.workers).length === 0) {
      console.log('worker messages', [...new Set(messages)].sort().join(' | '));
    }
    if (code !== 0) console.log('exit code', code);
  });
} else {
  const server = http.createServer((req, res) => res.end(`worker ${cluster.worker.id}`));
  server.listen(0);
  server.on('close', () => process.send('server closed'));
  const second = net.createServer().listen(0, '127.0.0.1');
  second.on('close', () => process.send('second closed'));
  const taken = net.createServer().listen(+process.env.BLOCKED_PORT, '127.0.0.1');
  taken.on('error', (e) => {
    process.send(`${e.syscall} ${e.code} ${e.message === `bind EADDRINUSE 127.0.0.1:${process.env.BLOCKED_PORT}`}`);
  });
}
