// A UNIX-socket connect to a missing path: when 'error' and 'close' come, relative to ticks, promises and immediates.
'use strict';
const net = require('net');
const os = require('os');
const path = require('path');

const events = [];
setImmediate(() => events.push('immediate queued before connect'));
const s = net.connect(path.join(os.tmpdir(), `missing-socket-${process.pid}.sock`));
s.on('error', (e) => events.push(`error ${e.code} ${e.syscall}`));
s.on('close', (hadError) => {
  events.push(`close ${hadError}`);
  setTimeout(() => console.log(events.join('\n')), 10);
});
setImmediate(() => events.push('immediate queued after connect'));
process.nextTick(() => events.push('tick'));
Promise.resolve().then(() => events.push('promise'));
