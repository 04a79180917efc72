// util.inspect names an object that is an instance of no constructor on its chain after the
// first string Symbol.toStringTag data property or, on its prototypes, the first `constructor`
// data property holding a named function other than Object (as V8 reports it).
'use strict';
const util = require('util');

const under = (proto) => Object.create(proto);
const values = [
  under(Object.create(null, { constructor: { value: class Mid {} } })),
  under(Object.assign(Object.create(null), { constructor: function Thing() {} })),
  under(Object.create(null, { constructor: { get() { return class Getter {}; } } })),
  under(Object.create(null, { constructor: { value: Object } })),
  under(Object.create(null, { constructor: { value: function named() {}.bind(null) } })),
  under(Object.create(null, { constructor: { value: new Proxy(function px() {}, {}) } })),
  under(Object.create(Object.create(null, { constructor: { value: class Deep {} } }))),
  under(Object.create(Object.create(null, { [Symbol.toStringTag]: { value: 'Tag' } }),
                      { constructor: { value: class Ctor {} } })),
  under(Object.create(null, { [Symbol.toStringTag]: { get() { return 'x'; } },
                              constructor: { value: class AfterGetter {} } })),
  under(new Proxy(Object.create(null, { constructor: { value: class BehindProxy {} } }), {})),
  Object.assign(under(Object.create(null, { constructor: { value: class WithProps {} } })), { a: 1 }),
];
for (const value of values) {
  console.log(util.inspect(value));
  console.log(util.inspect(value, { depth: -1 }));
}
