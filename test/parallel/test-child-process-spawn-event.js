// Port of nodejs/node test/parallel/test-child-process-spawn-event.js (rewritten for minirt).
'use strict';
// 'spawn' comes before any output, end, close or exit of a child that started.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

const child = spawn('echo', ['spawned']);
let spawned = false;
child.on('spawn', common.mustCall(() => { spawned = true; }));
const afterSpawn = () => common.mustCall(() => assert.ok(spawned, 'event before spawn'));

child.on('error', common.mustNotCall());
child.stdout.on('data', afterSpawn());
child.stdout.on('end', afterSpawn());
child.stdout.on('close', afterSpawn());
child.stderr.on('data', common.mustNotCall());
child.stderr.on('end', afterSpawn());
child.stderr.on('close', afterSpawn());
child.on('exit', afterSpawn());
child.on('close', afterSpawn());
