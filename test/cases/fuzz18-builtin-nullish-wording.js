// A built-in whose own code reads a property of an undefined argument fails with V8's
// wording, naming the property it read.
const events = require('events');
const qs = require('querystring');
const show = (f) => { try { f(); console.log('no throw'); } catch (e) { console.log(e.name, e.message); } };
show(() => events.getEventListeners(undefined));
show(() => events.getEventListeners(undefined, 'x'));
show(() => events.listenerCount(undefined, 'x'));
show(() => events.on(undefined, 'x'));
show(() => qs.unescapeBuffer(undefined));
