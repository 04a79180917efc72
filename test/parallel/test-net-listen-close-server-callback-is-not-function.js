// Port of nodejs/node test/parallel/test-net-listen-close-server-callback-is-not-function.js (rewritten for minirt).
'use strict';

// close() with a non-function argument still closes; 'listening' never comes because the
// server is closed in the same tick.
const common = require('../common');
const net = require('net');

const srv = net.createServer(common.mustNotCall());
srv.on('close', common.mustCall());
srv.listen(0, common.mustNotCall());
srv.close('not a function');
