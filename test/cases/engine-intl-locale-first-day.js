// Intl.Locale.prototype.firstDayOfWeek reads the `fw` keyword of the tag; `variants` is not a V8 getter.
for (const tag of ['en', 'en-u-fw-sun', 'de-u-ca-gregory-fw-mon-hc-h23', 'en-x-fw-mon', 'ja-JP-u-fw-sat']) {
  console.log(tag, new Intl.Locale(tag).firstDayOfWeek);
}
console.log(new Intl.Locale('en-u-ca-gregory-fw-tue').maximize().firstDayOfWeek);
const d = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'firstDayOfWeek');
console.log(d.get.name, d.get.length, d.set, d.enumerable, d.configurable);
try { d.get.call({}); } catch (e) { console.log(e.name); }
console.log('variants' in Intl.Locale.prototype, new Intl.Locale('en-US-posix').variants);
