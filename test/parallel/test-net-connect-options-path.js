// Port of nodejs/node test/parallel/test-net-connect-options-path.js (rewritten for minirt).
'use strict';

// Every way of connecting to a UNIX socket path (connect/createConnection/Socket#connect,
// path string or { path }, callback or 'connect' listener) reaches the server.
const common = require('../common');
const net = require('net');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const sockPath = `${common.PIPE}-options-path`;
const VARIANTS = 12;
let done = 0;

const srv = net.createServer().on('connection', common.mustCall((conn) => {
  conn.end('ok');
}, VARIANTS));

srv.listen(sockPath, common.mustCall(() => {
  const onConnect = () => common.mustCall(function() {
    this.end();
    this.on('close', common.mustCall(() => {
      if (++done === VARIANTS) srv.close();
    }));
  });
  net.connect(sockPath, onConnect()).resume();
  net.connect(sockPath).on('connect', onConnect()).resume();
  net.createConnection(sockPath, onConnect()).resume();
  net.createConnection(sockPath).on('connect', onConnect()).resume();
  new net.Socket().connect(sockPath, onConnect()).resume();
  new net.Socket().connect(sockPath).on('connect', onConnect()).resume();
  net.connect({ path: sockPath }, onConnect()).resume();
  net.connect({ path: sockPath }).on('connect', onConnect()).resume();
  net.createConnection({ path: sockPath }, onConnect()).resume();
  net.createConnection({ path: sockPath }).on('connect', onConnect()).resume();
  new net.Socket().connect({ path: sockPath }, onConnect()).resume();
  new net.Socket().connect({ path: sockPath }).on('connect', onConnect()).resume();
}));
