// Port of nodejs/node test/parallel/test-fs-watch-close-when-destroyed.js (rewritten for minirt).
'use strict';

// Removing a watched directory reports it to a non-persistent watcher; closing that
// watcher afterwards (from a timer) must not crash, and the process still runs its timer.

const common = require('../common');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const dir = tmpdir.resolve('doomed-dir');
fs.mkdirSync(dir);

const watcher = fs.watch(dir, { persistent: false, recursive: false });
const closeSoon = () => setTimeout(() => watcher.close(), common.platformTimeout(5));
watcher.on('error', closeSoon);
watcher.on('change', closeSoon);

fs.rmdirSync(dir);
setTimeout(common.mustCall(), common.platformTimeout(100));
