// QuotaExceededError: its own toStringTag, DOMException fields, option checks, and a
// structuredClone that keeps quota and requested (also when only one was given).
'use strict';
const t = (label, f) => {
  try { console.log(label, f()); } catch (e) { console.log(label, e.constructor.name, e.message); }
};
t('basic', () => {
  const q = new QuotaExceededError('m', { quota: 1, requested: 2 });
  return [q.name, q.code, q.message, q.quota, q.requested, q instanceof DOMException,
    Object.prototype.toString.call(q)];
});
t('tag', () => Object.getOwnPropertyDescriptor(QuotaExceededError.prototype, Symbol.toStringTag));
t('defaults', () => { const q = new QuotaExceededError(); return [q.message, q.quota, q.requested]; });
t('negative', () => new QuotaExceededError('m', { quota: -1 }));
t('NaN', () => new QuotaExceededError('m', { quota: NaN }));
t('requested below quota', () => new QuotaExceededError('m', { quota: 5, requested: 1 }));
t('string quota', () => new QuotaExceededError('m', { quota: '5' }).quota);
t('clone', () => {
  const c = structuredClone(new QuotaExceededError('m', { quota: 1, requested: 2 }));
  return [c.constructor.name, c.quota, c.requested, c.name, Object.prototype.toString.call(c)];
});
for (const o of [{}, { quota: 1 }, { requested: 3 }, { quota: 1, requested: 2 }]) {
  const c = structuredClone(new QuotaExceededError('m', o));
  console.log(JSON.stringify(o), c.quota, c.requested, c.message);
}
