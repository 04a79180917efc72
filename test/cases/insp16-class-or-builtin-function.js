// Constructors the language provides inspect as functions (also from another realm); Node's
// own web globals are classes.
const util = require('util');
const vm = require('vm');
const show = (fns) => console.log(fns.map((f) => util.inspect(f, { depth: -1 })).join(' '));
show([URL, URLSearchParams, Blob, TextEncoder, TextDecoder, AbortController, AbortSignal, EventTarget, Event, Headers, Request]);
show([require('util').TextEncoder, require('buffer').Blob, require('perf_hooks').PerformanceEntry, require('url').URL]);
show([Map, Promise, Proxy, DisposableStack, AsyncDisposableStack, SuppressedError, SharedArrayBuffer, WeakRef]);
show([Intl.NumberFormat, Intl.DateTimeFormat, Intl.Collator, Intl.Locale, Intl.Segmenter, WebAssembly.Memory]);
show(vm.runInNewContext('[Map, Promise, Array, Intl.Collator, Intl.NumberFormat, class Q {}, class R extends Array {}]'));
show([new Function('return class {}')(), new Function('return class K extends Map {}')()]);
