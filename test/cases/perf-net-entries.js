// perf_hooks 'net' entries: one PerformanceNodeEntry per TCP connection net.connect makes
// (none for a UNIX socket), with the address connected to; marks, measures and the runtime's
// entries extend PerformanceEntry directly.
'use strict';
const { PerformanceObserver, PerformanceEntry, PerformanceMark, PerformanceMeasure } =
  require('perf_hooks');
const net = require('net');

for (const C of [PerformanceMark, PerformanceMeasure]) {
  console.log(C.name, Object.getPrototypeOf(C.prototype) === PerformanceEntry.prototype,
    Object.getOwnPropertyNames(C.prototype).sort().join());
}

const seen = [];
const obs = new PerformanceObserver((items) => {
  for (const e of items.getEntries()) seen.push(e);
});
obs.observe({ type: 'net' });

const server = net.createServer((s) => s.destroy()).listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const c = net.connect(port, '127.0.0.1');
  c.on('close', () => {
    server.close();
    setImmediate(() => {
      obs.disconnect();
      for (const e of seen) {
        console.log(e.constructor.name, e.name, e.entryType, typeof e.startTime,
          e.duration >= 0, e.detail.host, e.detail.port === port,
          Object.getPrototypeOf(Object.getPrototypeOf(e)) === PerformanceEntry.prototype,
          Object.keys(e.toJSON()).join());
      }
      console.log('entries:', seen.length);
    });
  });
});
