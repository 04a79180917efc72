// URL and AbortController accessors called with a null or undefined receiver fail at the
// private read, naming the field (or, for a brand-checked one, the class); a MIMEType one
// given a foreign object names Node's field.
const { MIMEType } = require('util');
for (const [C, keys] of [[URL, ['href', 'origin', 'protocol', 'search', 'searchParams', 'toString', 'toJSON']], [AbortController, ['signal', 'abort']]]) {
  for (const k of keys) {
    const d = Object.getOwnPropertyDescriptor(C.prototype, k);
    const f = d.get || d.value;
    for (const r of [null, undefined, {}]) {
      try { f.call(r); console.log('ok'); } catch (e) { console.log(C.name, k, e.name, e.message); }
    }
  }
}
try { Object.getOwnPropertyDescriptor(MIMEType.prototype, 'params').get.call({}); } catch (e) { console.log(e.name, e.message); }
