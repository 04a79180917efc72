// A UDP socket's and a TCP server's fd is closed by the time close() returns, as libuv
// closes it at once: the next open in the same tick gets the same fd number back.
'use strict';
const dgram = require('dgram');
const fs = require('fs');
const net = require('net');

const count = () => fs.readdirSync('/proc/self/fd').length;
const rounds = 100;
let udpLeft = 0;
let serverLeft = 0;

function udpRound(i) {
  const before = count();
  const s = dgram.createSocket('udp4');
  s.on('message', () => {});
  s.bind(0, '127.0.0.1', () => {
    s.close();
    if (count() !== before) udpLeft++;
    if (i + 1 < rounds) setImmediate(udpRound, i + 1);
    else serverRound(0);
  });
}

function serverRound(i) {
  const before = count();
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1', () => {
    srv.close();
    if (count() !== before) serverLeft++;
    if (i + 1 < rounds) setImmediate(serverRound, i + 1);
    else console.log(`udp rounds leaving an fd: ${udpLeft}, server rounds: ${serverLeft}`);
  });
}

// The first handles may open shared fds that stay (minirt's reactor thread and its epoll
// fd, the spare fd libuv and minirt keep for accepting at the fd limit).
const warm = dgram.createSocket('udp4');
warm.on('message', () => {});
warm.bind(0, '127.0.0.1', () => warm.close(() => {
  const warmServer = net.createServer();
  warmServer.listen(0, '127.0.0.1', () => warmServer.close(() => udpRound(0)));
}));
