// The order of socket 'close' events when several loopback sockets close in one loop turn.
// libuv runs the close callbacks of a turn newest handle first, so 'close' comes in the
// reverse order of the destroy() calls (or of the automatic destroy after 'end' and
// 'finish'); ticks and microtasks queued by one 'close' listener run before the next
// 'close'; a socket destroyed by a 'close' listener closes in the following turn. The last
// scenario is the ws closing handshake reduced to net: the server answers and ends its side,
// the client ends its side on the answer, and the server's 'close' comes before the client's.
'use strict';
const net = require('net');

// Opens `n` connections to a fresh server; calls back with [client, serverSide] pairs.
function pairs(n, cb, serverOptions = {}) {
  const out = [];
  const server = net.createServer(serverOptions, (s) => {
    out.push(s);
    if (out.length === n * 2) done();
  });
  const clients = [];
  server.listen(0, '127.0.0.1', () => {
    for (let i = 0; i < n; i++) {
      const c = net.connect(server.address().port, '127.0.0.1', () => {
        out.push(c);
        if (out.length === n * 2) done();
      });
      clients.push(c);
    }
  });
  function done() {
    server.close();
    // Server sides in accept order equal client order: each client writes its index.
    const servers = out.filter((s) => !clients.includes(s));
    let got = 0;
    const byIndex = [];
    for (const s of servers) {
      s.once('data', (d) => {
        byIndex[Number(String(d))] = s;
        if (++got === n) cb(clients.map((c, i) => [c, byIndex[i]]));
      });
    }
    clients.forEach((c, i) => c.write(String(i)));
  }
}

const scenarios = [];
const log = (...a) => console.log('  ' + a.join(' '));

scenarios.push(['client then server destroyed in one callback', (next) => {
  pairs(1, ([[c, s]]) => {
    let left = 2;
    const closed = (name) => () => { log(name, 'close'); if (--left === 0) next(); };
    c.on('close', closed('client'));
    s.on('close', closed('server'));
    c.destroy();
    s.destroy();
    log('destroyed');
  });
}]);

scenarios.push(['three clients destroyed in order a b c, ticks between closes', (next) => {
  pairs(3, (list) => {
    let left = 6;
    const names = ['a', 'b', 'c'];
    list.forEach(([c, s], i) => {
      s.on('close', () => { if (--left === 0) next(); });
      c.on('close', () => {
        log(names[i], 'close');
        process.nextTick(() => log(names[i], 'tick'));
        Promise.resolve().then(() => log(names[i], 'microtask'));
        if (--left === 0) next();
      });
    });
    for (const [c] of list) c.destroy();
    for (const [, s] of list) s.destroy();
  });
}]);

scenarios.push(['one destroyed in a callback, one in setImmediate of the same turn', (next) => {
  pairs(2, ([[a, sa], [b, sb]]) => {
    let left = 4;
    const fin = () => { if (--left === 0) next(); };
    sa.on('close', fin);
    sb.on('close', fin);
    a.on('close', () => { log('a close'); fin(); });
    b.on('close', () => { log('b close'); fin(); });
    setImmediate(() => { log('immediate destroys b'); b.destroy(); sb.destroy(); });
    a.destroy();
    sa.destroy();
  });
}]);

scenarios.push(['a close listener destroys another socket', (next) => {
  pairs(3, ([[a, sa], [b, sb], [c, sc]]) => {
    let left = 6;
    const fin = () => { if (--left === 0) next(); };
    for (const s of [sa, sb, sc]) s.on('close', fin);
    a.on('close', () => { log('a close'); fin(); });
    b.on('close', () => {
      log('b close, destroying c');
      c.destroy();
      sc.destroy();
      fin();
    });
    c.on('close', () => { log('c close'); fin(); });
    a.destroy();
    sa.destroy();
    b.destroy();
    sb.destroy();
  });
}]);

scenarios.push(['closing handshake: server replies and ends, client ends on the answer', (next) => {
  const events = [];
  const server = net.createServer({ allowHalfOpen: true }, (s) => {
    s.on('data', (d) => {
      events.push('server data ' + d);
      s.write('bye-ack', () => s.end());
    });
    s.on('end', () => { events.push('server end'); s.end(); });
    s.on('close', () => {
      events.push('server close');
      server.close(() => events.push('server closed'));
      done();
    });
  });
  let left = 2;
  function done() {
    if (--left > 0) return;
    // Only the relative order of the two 'close' events and what the listeners queued
    // is fixed; the data/end lines are reported for the client and server separately.
    setImmediate(() => {
      for (const side of ['client', 'server']) {
        log(events.filter((e) => e.startsWith(side) && !e.endsWith('close') &&
                                 !e.endsWith('closed')).join(', '));
      }
      log(events.filter((e) => e.endsWith('close') || e.endsWith('closed')).join(', '));
      next();
    });
  }
  server.listen(0, '127.0.0.1', () => {
    const c = net.connect(server.address().port, '127.0.0.1', () => c.write('bye'));
    c.on('data', (d) => { events.push('client data ' + d); c.end(); });
    c.on('end', () => { events.push('client end'); c.end(); });
    c.on('close', () => { events.push('client close'); done(); });
  });
}]);

(function run(i) {
  if (i === scenarios.length) return;
  console.log(scenarios[i][0]);
  scenarios[i][1](() => setImmediate(run, i + 1));
})(0);
