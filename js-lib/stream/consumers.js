'use strict';
// stream/consumers: drain a stream (or any async iterable of strings / byte views)
// into one value: text(), json(), buffer(), arrayBuffer(), blob().
// blob() needs buffer.Blob and fails with ERR_METHOD_NOT_IMPLEMENTED without it;
// bytes() is not implemented.

const { Buffer } = require('buffer');

// Strings are taken as UTF-8; other views are wrapped without copying.
function asBuffer(chunk) {
  if (typeof chunk === 'string') return Buffer.from(chunk);
  if (Buffer.isBuffer(chunk)) return chunk;
  if (ArrayBuffer.isView(chunk)) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(chunk);
}

async function buffer(stream) {
  const pieces = [];
  for await (const chunk of stream) pieces.push(asBuffer(chunk));
  return Buffer.concat(pieces);
}

async function arrayBuffer(stream) {
  const bytes = await buffer(stream);
  // A fresh ArrayBuffer holding exactly these bytes (the pool slab may be larger).
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

async function text(stream) {
  const { TextDecoder } = require('internal/encoding');
  // One streaming decoder, so a character split across byte chunks survives.
  const utf8 = new TextDecoder();
  const parts = [];
  for await (const chunk of stream) {
    parts.push(typeof chunk === 'string' ? chunk : utf8.decode(chunk, { stream: true }));
  }
  parts.push(utf8.decode());
  return parts.join('');
}

async function json(stream) {
  const source = await text(stream);
  return JSON.parse(source);
}

async function blob(stream) {
  const { Blob } = require('buffer');
  if (typeof Blob !== 'function') {
    const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');
    throw new ERR_METHOD_NOT_IMPLEMENTED('blob() (no Blob class)');
  }
  return new Blob([await buffer(stream)]);
}

module.exports = { arrayBuffer, blob, buffer, json, text };
