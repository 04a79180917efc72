// internal/diagnostics_channel/builtin: how built-in modules publish Node's built-in
// channels (net.client.socket, http.server.request.start, tracing:child_process.spawn, ...)
// without loading diagnostics_channel. Until a program loads that module nothing can have
// subscribed, so each publish is one null check; diagnostics_channel attaches itself here
// when it loads.
'use strict';

let dc = null;

function attach(exports) {
  dc = exports;
}

// Whether channel `name` has a subscriber.
function hasSubscribers(name) {
  return dc !== null && dc.hasSubscribers(name);
}

// The http client option (and request property) that marks fetch's requests: Node's fetch
// is undici, not the http module, so they publish undici:* and no http.client.* channels.
const kFetchRequest = Symbol('kFetchRequest');

// Publishes `data` (made only when someone listens) on channel `name`.
function publish(name, makeData) {
  if (dc === null || !dc.hasSubscribers(name)) return;
  dc.channel(name).publish(makeData());
}

// Publishes `data` itself on channel `name`: for hot callers (console.log) whose message
// already exists, sparing them a closure per call.
function publishValue(name, data) {
  if (dc === null || !dc.hasSubscribers(name)) return;
  dc.channel(name).publish(data);
}

// The tracing channel `name` when one of its channels has a subscriber, else null.
function tracing(name) {
  if (dc === null) return null;
  if (!dc.hasSubscribers(`tracing:${name}:start`) && !dc.hasSubscribers(`tracing:${name}:end`) &&
      !dc.hasSubscribers(`tracing:${name}:asyncStart`) &&
      !dc.hasSubscribers(`tracing:${name}:asyncEnd`) &&
      !dc.hasSubscribers(`tracing:${name}:error`)) {
    return null;
  }
  return dc.tracingChannel(name);
}

module.exports = { attach, hasSubscribers, kFetchRequest, publish, publishValue, tracing };
