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

// Publishes `data` (made only when someone listens) on channel `name`.
function publish(name, makeData) {
  if (dc === null || !dc.hasSubscribers(name)) return;
  dc.channel(name).publish(makeData());
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

module.exports = { attach, publish, tracing };
