// A TCP and a UNIX-socket echo server with clients: data both ways, end/finish/close
// order, addresses, bytes counters and server bookkeeping.
'use strict';
const net = require('net');
const os = require('os');
const path = require('path');
const fs = require('fs');

const log = [];
function echoServer(label) {
  const srv = net.createServer((conn) => {
    log.push(`${label} server: connection, readyState ${conn.readyState}`);
    conn.on('data', (d) => conn.write(d.toString().toUpperCase()));
    conn.on('end', () => {
      log.push(`${label} server: end`);
      conn.end('bye');
    });
    conn.on('close', (hadError) => {
      log.push(`${label} server: close ${hadError} read ${conn.bytesRead} written ${conn.bytesWritten}`);
      srv.close();
    });
  });
  srv.on('close', () => log.push(`${label} server: closed`));
  return srv;
}

function client(label, connectArgs, done) {
  const c = net.connect(...connectArgs, () => {
    log.push(`${label} client: connect, pending ${c.pending}, readyState ${c.readyState}`);
    c.write('hello ');
    c.end('world');
  });
  c.setEncoding('utf8');
  let got = '';
  c.on('data', (d) => { got += d; });
  c.on('end', () => log.push(`${label} client: end ${JSON.stringify(got)}`));
  c.on('finish', () => log.push(`${label} client: finish`));
  c.on('close', (hadError) => {
    log.push(`${label} client: close ${hadError} read ${c.bytesRead} written ${c.bytesWritten} destroyed ${c.destroyed}`);
    done();
  });
}

const tcp = echoServer('tcp');
tcp.listen(0, '127.0.0.1', () => {
  const a = tcp.address();
  log.push(`tcp listening ${a.address} ${a.family} ${typeof a.port} ${tcp.listening}`);
  client('tcp', [a.port, '127.0.0.1'], () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'net-echo-'));
    const sock = path.join(dir, 's.sock');
    const unix = echoServer('unix');
    unix.listen(sock, () => {
      log.push(`unix listening ${unix.address() === sock}`);
      client('unix', [{ path: sock }], () => {
        setTimeout(() => {
          // Events of the two sides interleave differently between runs; print each
          // side in its own order.
          for (const side of ['tcp server', 'tcp client', 'unix server', 'unix client']) {
            for (const line of log) if (line.startsWith(side)) console.log(line);
          }
          for (const line of log) if (line.includes('listening')) console.log(line);
          fs.rmSync(dir, { recursive: true, force: true });
        }, 50);
      });
    });
  });
});
