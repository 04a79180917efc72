// Port of nodejs/node test/parallel/test-readline-emit-keypress-events.js (rewritten for minirt).
'use strict';
// emitKeypressEvents() decodes a stream's data into 'keypress' events, whether the
// listener comes before or after the call, and only while a listener is attached.
require('../common');
const assert = require('assert');
const readline = require('readline');
const { PassThrough } = require('stream');

const key = (ch) => ({ sequence: ch, name: ch, ctrl: false, meta: false, shift: false });
const wanted = { texts: ['b', 'a', 'r'], keys: [key('b'), key('a'), key('r')] };

function recorder() {
  const seen = { texts: [], keys: [] };
  seen.listener = (text, k) => {
    seen.texts.push(text);
    seen.keys.push(k);
  };
  return seen;
}

// Listener added after the call.
{
  const stream = new PassThrough();
  const seen = recorder();
  readline.emitKeypressEvents(stream);
  stream.on('keypress', seen.listener);
  stream.write('bar');
  assert.deepStrictEqual(seen.texts, wanted.texts);
  assert.deepStrictEqual(seen.keys, wanted.keys);
}

// Listener added before the call.
{
  const stream = new PassThrough();
  const seen = recorder();
  stream.on('keypress', seen.listener);
  readline.emitKeypressEvents(stream);
  stream.write('bar');
  assert.deepStrictEqual(seen.texts, wanted.texts);
  assert.deepStrictEqual(seen.keys, wanted.keys);
}

// Without listeners nothing is decoded; a new listener turns decoding back on.
{
  const stream = new PassThrough();
  const seen = recorder();
  stream.on('keypress', seen.listener);
  readline.emitKeypressEvents(stream);
  stream.removeListener('keypress', seen.listener);
  stream.write('bar');
  assert.deepStrictEqual(seen.texts, []);
  stream.on('keypress', seen.listener);
  stream.write('bar');
  assert.deepStrictEqual(seen.texts, wanted.texts);
  assert.deepStrictEqual(seen.keys, wanted.keys);
}

// Calling it twice does not double the events.
{
  const stream = new PassThrough();
  const seen = recorder();
  readline.emitKeypressEvents(stream);
  readline.emitKeypressEvents(stream);
  stream.on('keypress', seen.listener);
  stream.write('bar');
  assert.deepStrictEqual(seen.texts, wanted.texts);
}
