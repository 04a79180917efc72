'use strict';
// stream/consumers: drain a stream (or any async/sync iterable) into one value: text(),
// json(), bytes(), buffer(), arrayBuffer(), blob(). As in Node, every byte consumer gathers
// the chunks into a Blob, so strings are UTF-8 and any other non-byte chunk is stringified.

const { Buffer } = require('buffer');

// V8's messages for `for await (... of stream)`: it reads the method off null or undefined
// as a property, and names the loop's source otherwise; Boa's own texts differ.
function checkIterable(stream) {
  if (stream == null) {
    throw new TypeError(
      `Cannot read properties of ${stream} (reading 'Symbol(Symbol.asyncIterator)')`);
  }
  if (typeof stream[Symbol.asyncIterator] !== 'function' &&
      typeof stream[Symbol.iterator] !== 'function') {
    throw new TypeError('stream is not async iterable');
  }
}

async function blob(stream) {
  checkIterable(stream);
  const { Blob } = require('internal/blob');
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return new Blob(chunks);
}

async function arrayBuffer(stream) {
  return (await blob(stream)).arrayBuffer();
}

async function bytes(stream) {
  return (await blob(stream)).bytes();
}

async function buffer(stream) {
  return Buffer.from(await arrayBuffer(stream));
}

async function text(stream) {
  checkIterable(stream);
  const { TextDecoder } = require('internal/encoding');
  // One streaming decoder, so a character split across byte chunks survives.
  const utf8 = new TextDecoder();
  let out = '';
  for await (const chunk of stream) {
    out += typeof chunk === 'string' ? chunk : utf8.decode(chunk, { stream: true });
  }
  return out + utf8.decode(undefined, { stream: false });
}

async function json(stream) {
  return JSON.parse(await text(stream));
}

module.exports = { arrayBuffer, bytes, blob, buffer, text, json };
