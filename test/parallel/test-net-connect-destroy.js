// Port of nodejs/node test/parallel/test-net-connect-destroy.js (rewritten for minirt).
'use strict';

// Destroying a socket that never connected still emits 'close' (once, later).
const common = require('../common');
const net = require('net');

const sock = new net.Socket();
sock.on('close', common.mustCall());
sock.destroy();
