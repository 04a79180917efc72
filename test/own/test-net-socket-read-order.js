// Reads of a busy socket in flowing mode: event order and readable state around pause(),
// resume(), setEncoding(), unshift(), destroy() and backpressure inside 'data' handlers,
// as Node 26 gives them (the socket's read path hands such chunks straight to the
// consumer, internal/net/socket onSocketRead).
'use strict';
const common = require('../common');
const assert = require('assert');
const net = require('net');

const log = [];
const server = net.createServer((s) => {
  s.on('data', (d) => {
    log.push(`server data ${d.length} reading=${s._readableState.reading}`);
    if (log.filter((l) => l.startsWith('server data')).length === 2) {
      s.pause();
      log.push(`paused flowing=${s.readableFlowing}`);
      setImmediate(() => {
        log.push(`resume length=${s.readableLength}`);
        s.resume();
      });
    }
    s.write(d);
  });
  s.on('pause', () => log.push('pause'));
  s.on('resume', () => log.push('resume'));
  s.on('end', () => { log.push('server end'); s.end(); });
  s.on('close', () => log.push('server close'));
});

server.listen(0, '127.0.0.1', common.mustCall(() => {
  const c = net.connect(server.address().port, '127.0.0.1');
  let n = 0;
  c.setEncoding('latin1');
  c.on('data', (d) => {
    assert.strictEqual(typeof d, 'string');
    n++;
    if (n === 1) {
      // An unshifted chunk comes back at once as 'data' (flowing, empty queue).
      c.unshift('U');
      c.write(Buffer.alloc(16, 98));
    } else if (d !== 'U' && n < 6) {
      c.write(Buffer.alloc(16, 98));
    } else if (n >= 6) {
      c.end();
    }
    log.push(`client data ${JSON.stringify(d.slice(0, 2))}`);
  });
  c.on('end', () => log.push('client end'));
  c.on('close', common.mustCall(() => {
    log.push('client close');
    server.close(common.mustCall(() => {
      // The order only: chunk sizes may merge on a busy machine, so they are not compared.
      const kinds = log.map((l) => l.split(' ').slice(0, 2).join(' '));
      assert.ok(kinds.indexOf('server end') > kinds.lastIndexOf('server data'), log.join('\n'));
      assert.ok(kinds.indexOf('client end') > kinds.lastIndexOf('client data'), log.join('\n'));
      assert.ok(kinds.indexOf('client close') > kinds.indexOf('client end'), log.join('\n'));
      assert.ok(log.includes('paused flowing=false'), log.join('\n'));
      assert.ok(kinds.indexOf('pause') < kinds.lastIndexOf('resume'), log.join('\n'));
      for (const l of log) {
        // Inside a 'data' handler no read is outstanding (push() cleared it) ...
        if (l.startsWith('server data')) assert.ok(l.endsWith('reading=false'), l);
      }
    }));
  }));
  c.write(Buffer.alloc(32, 97));
}));

// A socket whose 'data' handler is slow to consume: the queue fills past the high-water
// mark while paused, and everything still arrives once resumed, in order.
{
  const total = 1 << 20;
  const srv = net.createServer((s) => {
    s.end(Buffer.alloc(total, 120));
  });
  srv.listen(0, '127.0.0.1', common.mustCall(() => {
    const c = net.connect(srv.address().port, '127.0.0.1');
    let got = 0;
    let pauses = 0;
    c.on('data', (d) => {
      got += d.length;
      if (pauses < 3 && got > (pauses + 1) * 200000) {
        pauses++;
        c.pause();
        setTimeout(() => c.resume(), 20);
      }
    });
    c.on('end', common.mustCall(() => {
      assert.strictEqual(got, total);
      assert.strictEqual(c.bytesRead, total);
      assert.strictEqual(pauses, 3);
      srv.close();
    }));
  }));
}
