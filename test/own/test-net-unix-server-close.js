// minirt's own test: closing a Unix-socket server while one of its connections is open stops
// listening at once and leaves the event loop working: the open connection still carries
// data and a TCP server made afterwards serves (the acceptor used to spin on the shut-down
// listener and starve every socket: runtime/src/bindings/io/net.rs).
'use strict';
const common = require('../common');
const assert = require('assert');
const net = require('net');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const sock = path.join(tmpdir.path, 'close.sock');
const unix = net.createServer(common.mustCall((conn) => {
  unix.close(common.mustCall());
  conn.on('data', common.mustCall((d) => conn.end(`echo ${d}`)));
}));
unix.listen(sock, common.mustCall(() => {
  const client = net.connect(sock, common.mustCall(() => {
    setTimeout(common.mustCall(() => {
      // The listener is gone: a new connection is refused.
      net.connect(sock).on('error', common.mustCall((err) => {
        assert.ok(['ECONNREFUSED', 'ENOENT'].includes(err.code), err.code);
      }));
      let got = '';
      client.on('data', (d) => { got += d; });
      client.on('end', common.mustCall(() => {
        assert.strictEqual(got, 'echo ping');
        const tcp = net.createServer(common.mustCall((s) => {
          s.end('hi');
          tcp.close();
        }));
        tcp.listen(0, '127.0.0.1', common.mustCall(() => {
          let text = '';
          net.connect(tcp.address().port, '127.0.0.1')
            .on('data', (d) => { text += d; })
            .on('end', common.mustCall(() => assert.strictEqual(text, 'hi')));
        }));
      }));
      client.write('ping');
    }), 50);
  }));
}));
