// Node's internalBinding('constants') object, which process.binding('constants') also
// gives (the `tmp` package before 0.1 reads its fs flags there): the same objects the
// public modules expose as `constants` (os, fs, crypto, zlib), plus the trace phases and
// the module loader's extensionless-file formats; every level has a null prototype. One
// object, made on first use.
'use strict';

// Trace event phase codes (the character each phase is written as in a trace file).
const kTracePhases = [
  ['BEGIN', 'B'], ['END', 'E'], ['COMPLETE', 'X'], ['INSTANT', 'I'], ['ASYNC_BEGIN', 'S'],
  ['ASYNC_STEP_INTO', 'T'], ['ASYNC_STEP_PAST', 'p'], ['ASYNC_END', 'F'],
  ['NESTABLE_ASYNC_BEGIN', 'b'], ['NESTABLE_ASYNC_END', 'e'], ['NESTABLE_ASYNC_INSTANT', 'n'],
  ['FLOW_BEGIN', 's'], ['FLOW_STEP', 't'], ['FLOW_END', 'f'], ['METADATA', 'M'],
  ['COUNTER', 'C'], ['SAMPLE', 'P'], ['CREATE_OBJECT', 'N'], ['SNAPSHOT_OBJECT', 'O'],
  ['DELETE_OBJECT', 'D'], ['MEMORY_DUMP', 'v'], ['MARK', 'R'], ['CLOCK_SYNC', 'c'],
];

let constantsBinding;
function constantsObject() {
  if (constantsBinding !== undefined) return constantsBinding;
  const trace = { __proto__: null };
  for (const [name, ch] of kTracePhases) trace[`TRACE_EVENT_PHASE_${name}`] = ch.charCodeAt(0);
  constantsBinding = {
    __proto__: null,
    os: require('os').constants,
    fs: require('fs').constants,
    crypto: require('crypto').constants,
    zlib: require('zlib').constants,
    trace,
    internal: {
      __proto__: null, EXTENSIONLESS_FORMAT_JAVASCRIPT: 0, EXTENSIONLESS_FORMAT_WASM: 1,
    },
  };
  return constantsBinding;
}

module.exports = { constantsObject };
