// Port of nodejs/node test/parallel/test-signal-handler.js (rewritten for minirt).
'use strict';

// Event names that look like signals but are not ones (and ordinary names) are plain
// events: adding and emitting them neither throws nor installs anything.
const common = require('../common');
const assert = require('assert');

process.on('SIGNOTASIGNAL', common.mustCall((v) => assert.strictEqual(v, 1)));
process.emit('SIGNOTASIGNAL', 1);
process.on('SIG', () => {});
process.on('sigint', () => {});
process.removeAllListeners('SIGNOTASIGNAL');
// A listener for a real signal that is emitted by hand gets what emit passed.
process.once('SIGUSR2', common.mustCall((a) => assert.strictEqual(a, 'manual')));
process.emit('SIGUSR2', 'manual');
assert.strictEqual(process.listenerCount('SIGUSR2'), 0);
