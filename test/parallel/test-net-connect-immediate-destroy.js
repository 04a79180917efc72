// Port of nodejs/node test/parallel/test-net-connect-immediate-destroy.js (rewritten for minirt).
'use strict';

// A connection destroyed right after connect() is started neither connects nor errors.
const common = require('../common');
const net = require('net');

const srv = net.createServer();
srv.listen(0);
const { port } = srv.address();
const sock = net.connect(port, common.localhostIPv4, common.mustNotCall());
sock.on('error', common.mustNotCall());
srv.close();
sock.destroy();
