// String.prototype.repeat, padStart and padEnd throw V8's RangeError for a result past
// V8's longest string (2^29 - 24 units) instead of trying to allocate it; the arguments
// are still converted once each, in the spec's order, and the ordinary results stand.
'use strict';

function attempt(label, fn) {
  try {
    const out = fn();
    console.log(label, typeof out === 'string' ? `${out.length}: ${out.slice(0, 12)}` : out);
  } catch (e) {
    console.log(label, `${e.name}: ${e.message}`);
  }
}

attempt('repeat 2^31', () => 'a'.repeat(2 ** 31));
attempt('repeat to 2^29', () => 'ab'.repeat(2 ** 28));
attempt('repeat Infinity', () => 'a'.repeat(Infinity));
attempt('repeat -1', () => 'a'.repeat(-1));
attempt('empty repeat 2^31', () => ''.repeat(2 ** 31));
attempt('repeat 3', () => 'ab'.repeat(3));
attempt('repeat "2"', () => 'xy'.repeat('2'));
attempt('padStart 2^31', () => 'abc'.padStart(2 ** 31));
attempt('padEnd 2^31', () => 'abc'.padEnd(2 ** 31, '-'));
attempt('padEnd empty filler', () => 'abc'.padEnd(2 ** 31, ''));
attempt('padStart shorter', () => 'abc'.padStart(2));
attempt('padStart 8', () => 'abc'.padStart(8, '12'));
attempt('padEnd 6', () => 'abc'.padEnd(6));
attempt('padStart on null', () => String.prototype.padStart.call(null, 3));
attempt('repeat on undefined', () => String.prototype.repeat.call(undefined, 1));

const order = [];
const receiver = { toString() { order.push('this'); return 'r'; } };
const count = { valueOf() { order.push('count'); return 2; } };
attempt('conversions', () => String.prototype.repeat.call(receiver, count));
const len = { valueOf() { order.push('length'); return 4; } };
const fill = { toString() { order.push('fill'); return '*'; } };
attempt('pad conversions', () => String.prototype.padStart.call(receiver, len, fill));
console.log(order.join(' '));
console.log(String.prototype.repeat.name, String.prototype.repeat.length,
            String.prototype.padStart.name, String.prototype.padStart.length,
            String.prototype.padEnd.name, String.prototype.padEnd.length);
