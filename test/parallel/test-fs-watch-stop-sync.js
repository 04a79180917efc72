// Port of nodejs/node test/parallel/test-fs-watch-stop-sync.js (rewritten for minirt).
'use strict';

// StatWatcher.stop() emits 'stop' asynchronously: a listener removed right after stop()
// is never called, one still attached is called once; stopping twice emits once.

const common = require('../common');
const fs = require('fs');

const watcher = fs.watchFile(__filename, common.mustNotCall());
const removed = common.mustNotCall('stop listener was removed before the event');
watcher.once('stop', removed);
watcher.on('stop', common.mustCall());
watcher.stop();
watcher.stop();
watcher.removeListener('stop', removed);
