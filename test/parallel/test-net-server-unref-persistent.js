// Port of nodejs/node test/parallel/test-net-server-unref-persistent.js (rewritten for minirt).
'use strict';

// unref() called before listen() still applies to the handle listen() creates: the
// process exits although the server listens.
const common = require('../common');
const net = require('net');

const srv = net.createServer();
srv.unref();
srv.listen();
setTimeout(common.mustNotCall(), 1000).unref();
