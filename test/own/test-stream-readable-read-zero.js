// minirt's own test: read(0) inside a 'readable' handler keeps the next 'readable' owed (event orders as in Node 26.10).
'use strict';
const common = require('../common');
const assert = require('assert');
const { Readable } = require('stream');

// A stream of four chunks with highWaterMark 2 whose 'readable' handler reads with the sizes
// 3, 1, 1, 0, 0, undefined, undefined, 3 in turn (each read() call takes the next size).
function run(withData, expected) {
  const log = [];
  const items = ['c0', 'c1', 'c2', 'c3'];
  let i = 0;
  const r = new Readable({
    highWaterMark: 2,
    read() { this.push(i < items.length ? items[i++] : null); },
  });
  const sizes = [3, 1, 1, 0, 0, undefined, undefined, 3];
  let si = 0;
  if (withData) r.on('data', (d) => log.push('data ' + d));
  r.on('end', common.mustCall(() => {
    log.push('end');
    assert.deepStrictEqual(log, expected);
  }));
  r.on('readable', () => {
    log.push('readable ' + r.readableLength);
    let ch;
    while ((ch = r.read(sizes[si++])) !== null) log.push('rd ' + ch);
  });
}

// With a 'data' listener as well: the 'readable' owed after the read(0) still comes, so the
// stream reaches 'end'.
run(true, [
  'readable 2',
  'data c0c', 'rd c0c',
  'data 1', 'rd 1',
  'data c', 'rd c',
  'readable 3',
  'readable 3',
  'data 2', 'rd 2',
  'data c3', 'rd c3',
  'end',
]);

// Without a 'data' listener: one last 'readable' (queue empty, read() gives null) before 'end'.
run(false, [
  'readable 2',
  'rd c0c',
  'rd 1',
  'rd c',
  'readable 3',
  'readable 3',
  'rd 2',
  'rd c3',
  'readable 0',
  'end',
]);

