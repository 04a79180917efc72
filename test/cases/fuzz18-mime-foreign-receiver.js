// util.MIMEType and MIMEParams members called on a receiver that is not an instance fail
// as Node's private-field reads and private-method brand checks do (V8's wording).
const { MIMEType, MIMEParams } = require('util');
for (const C of [MIMEType, MIMEParams]) {
  for (const k of Object.getOwnPropertyNames(C.prototype).concat([Symbol.iterator])) {
    if (k === 'constructor') continue;
    const d = Object.getOwnPropertyDescriptor(C.prototype, k);
    if (!d) continue;
    const f = d.get || d.value;
    if (typeof f !== 'function') continue;
    for (const r of [null, 1, {}]) {
      try { const x = f.call(r, 'a', 'b'); console.log(C.name, String(k), 'ok', typeof x); } catch (e) { console.log(C.name, String(k), e.name, e.message); }
    }
  }
}
const m = new MIMEType('text/html; charset=utf-8; q=1'); console.log(String(m), m.essence, [...m.params], m.params.get('Q'), JSON.stringify(m));
