// querystring.unescapeBuffer given a non-string reads the value's own length and the
// characters of its string form.
const qs = require('querystring');
const show = (f) => { try { console.log(f()); } catch (e) { console.log(e.name, e.code, e.message); } };
show(() => qs.unescapeBuffer([1, 2, 3]));
show(() => qs.unescapeBuffer(['%41', 'b'], true));
show(() => qs.unescapeBuffer(['', '', '']));
show(() => qs.unescapeBuffer({ length: 2, toString() { return '+%4'; } }, true));
show(() => qs.unescapeBuffer(5));
show(() => qs.unescapeBuffer('a%20b+c', true));
show(() => qs.unescapeBuffer(undefined));
