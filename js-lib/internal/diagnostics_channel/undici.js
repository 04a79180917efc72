// internal/diagnostics_channel/undici: the undici:* channels Node's fetch publishes, for
// minirt's fetch (internal/fetch.js, over the http client). Each request (each redirect
// hop is one) is described by an undici-like Request record: undici:request:create before
// anything is sent (a subscriber's addHeader() still reaches the wire),
// undici:client:sendHeaders once the connection is up, undici:request:bodyChunkSent and
// undici:request:bodySent after it, undici:request:headers, undici:request:bodyChunkReceived
// for each body chunk as received (before any decoding), undici:request:trailers at the end,
// or undici:request:error. undici's connection channels (undici:client:beforeConnect,
// connected, connectError) are not published: the http Agent owns the connections.
'use strict';

const builtin = require('internal/diagnostics_channel/builtin');

const kNames = ['undici:request:create', 'undici:client:sendHeaders',
  'undici:request:bodyChunkSent', 'undici:request:bodySent', 'undici:request:headers',
  'undici:request:bodyChunkReceived', 'undici:request:trailers', 'undici:request:error'];

// The record of each traced http ClientRequest.
const records = new WeakMap();

// undici's Request as its diagnostics messages show it (the fields tools read).
class Request {
  constructor(fields) {
    this.method = fields.method;
    this.body = fields.body;
    this.completed = false;
    this.aborted = false;
    this.upgrade = null;
    this.path = fields.path;
    this.origin = fields.origin;
    this.protocol = fields.protocol;
    this.idempotent = fields.method === 'GET' || fields.method === 'HEAD';
    this.blocking = true;
    this.reset = null;
    this.host = null;
    this.contentLength = fields.contentLength;
    this.contentType = fields.contentType;
    this.headers = fields.headers;
    this.expectContinue = false;
    this.servername = null;
  }

  // A header for the request, while it has not been sent (an APM's trace context).
  addHeader(key, value) {
    this.headers.push(key, value);
    return this;
  }
}

function anySubscribed() {
  for (let i = 0; i < kNames.length; i++) {
    if (builtin.hasSubscribers(kNames[i])) return true;
  }
  return false;
}

// Publishes undici:request:create for a request about to be made, when any undici:*
// channel is listened to; returns the record (whose `headers` the request must then send)
// or null.
function create(fields) {
  if (!anySubscribed()) return null;
  const request = new Request(fields);
  builtin.publish('undici:request:create', () => ({ request }));
  return request;
}

// Follows ClientRequest `req` made for `request`: the head once its socket is connected
// (body events wait for it, as on the wire), the response's head, chunks and end.
function attach(request, req) {
  const state = { request, headSent: false, waiting: [], done: false };
  records.set(req, state);
  req.once('socket', (socket) => {
    const sendHead = () => {
      state.headSent = true;
      // undici's head text: request line and headers, without the length header it adds
      // itself and without the blank line.
      const head = typeof req._header === 'string' ? req._header : '';
      const lines = head.split('\r\n').filter((line) => line !== '' &&
        !/^(content-length|transfer-encoding):/i.test(line));
      builtin.publish('undici:client:sendHeaders', () => ({
        request, headers: lines.map((line) => `${line}\r\n`).join(''), socket,
      }));
      const waiting = state.waiting;
      state.waiting = [];
      for (let i = 0; i < waiting.length; i++) waiting[i]();
    };
    if (socket.connecting) socket.once('connect', sendHead);
    else sendHead();
  });
  req.once('response', (res) => {
    builtin.publish('undici:request:headers', () => ({
      request,
      response: {
        statusCode: res.statusCode,
        headers: toBuffers(res.rawHeaders),
        statusText: res.statusMessage ?? '',
      },
    }));
    if (builtin.hasSubscribers('undici:request:bodyChunkReceived')) {
      // A listener added to a paused response leaves it paused: the fetch body still
      // decides the pace.
      res.on('data', (chunk) => {
        builtin.publish('undici:request:bodyChunkReceived', () => ({ request, chunk }));
      });
    }
    res.once('end', () => {
      if (state.done) return;
      state.done = true;
      request.completed = true;
      builtin.publish('undici:request:trailers', () => ({
        request, trailers: toBuffers(res.rawTrailers),
      }));
    });
  });
}

// undici hands raw header names and values over as Buffers.
function toBuffers(raw) {
  const out = [];
  for (let i = 0; i < raw.length; i++) out.push(Buffer.from(raw[i], 'latin1'));
  return out;
}

function afterHead(state, fn) {
  if (state.headSent) fn();
  else state.waiting.push(fn);
}

// A chunk of the request body written to `req`.
function bodyChunkSent(req, chunk) {
  const state = records.get(req);
  if (state === undefined) return;
  afterHead(state, () => {
    builtin.publish('undici:request:bodyChunkSent', () => ({ request: state.request, chunk }));
  });
}

// The whole request body (perhaps none) has been written to `req`.
function bodySent(req) {
  const state = records.get(req);
  if (state === undefined) return;
  afterHead(state, () => {
    builtin.publish('undici:request:bodySent', () => ({ request: state.request }));
  });
}

// The request failed with `error` (what fetch gives as its cause, or the abort reason);
// only the first failure of a request that had not completed is reported.
function error(req, err) {
  const state = req == null ? undefined : records.get(req);
  if (state === undefined || state.done) return;
  state.done = true;
  state.waiting = [];
  builtin.publish('undici:request:error', () => ({ request: state.request, error: err }));
}

module.exports = { create, attach, bodyChunkSent, bodySent, error };
