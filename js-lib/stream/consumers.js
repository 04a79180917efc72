'use strict';
// stream/consumers: read a whole (async-iterable) stream into text, JSON, a Buffer, an
// ArrayBuffer or a Blob (blob() needs buffer.Blob, which minirt does not have yet).

const { Buffer } = require('buffer');

async function buffer(stream) {
  const parts = [];
  for await (const chunk of stream) {
    parts.push(typeof chunk === 'string' ? Buffer.from(chunk) :
      Buffer.isBuffer(chunk) ? chunk :
      ArrayBuffer.isView(chunk) ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) :
      Buffer.from(chunk));
  }
  return Buffer.concat(parts);
}

async function arrayBuffer(stream) {
  const buf = await buffer(stream);
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
}

async function text(stream) {
  const { TextDecoder } = require('internal/encoding');
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream) {
    out += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return out + decoder.decode();
}

async function json(stream) {
  return JSON.parse(await text(stream));
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
