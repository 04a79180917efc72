// The ErrorEvent, CloseEvent and Navigator globals.
'use strict';
console.log(typeof ErrorEvent, typeof CloseEvent, typeof Navigator);
console.log(navigator instanceof Navigator);
try { new Navigator(); } catch (e) { console.log(e.name, e.code, e.message); }
const ev = new ErrorEvent('error', { message: 'm', lineno: 3 });
console.log(ev.type, ev.message, ev.lineno, ev.colno, ev.filename, ev.error, ev instanceof Event);
const ce = new CloseEvent('close', { code: 1000, reason: 'r', wasClean: true });
console.log(ce.type, ce.code, ce.reason, ce.wasClean, ce instanceof Event);
