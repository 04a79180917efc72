// The diff mode each Assert method's errors carry: match() and doesNotMatch() keep the
// default 'simple' even on an Assert made with diff: 'full'; the comparisons take it over.
const { Assert } = require('assert');
const a = new Assert({ diff: 'full' });
const r = (name, f) => { try { f(); console.log(name, 'pass'); } catch (e) { console.log(name, e.diff, e.code); } };
r('ok', () => a.ok(0));
r('ok2', () => a.ok(0, 'm'));
r('equal', () => a.equal(1, 2));
r('notEqual', () => a.notEqual(1, 1));
r('strictEqual', () => a.strictEqual(1, 2));
r('notStrictEqual', () => a.notStrictEqual(1, 1));
r('deepEqual', () => a.deepEqual(1, 2));
r('notDeepEqual', () => a.notDeepEqual(1, 1));
r('deepStrictEqual', () => a.deepStrictEqual(1, 2));
r('notDeepStrictEqual', () => a.notDeepStrictEqual(1, 1));
r('partial', () => a.partialDeepStrictEqual({ a: 1 }, { a: 2 }));
r('match', () => a.match('a', /b/));
r('doesNotMatch', () => a.doesNotMatch('a', /a/));
r('throws', () => a.throws(() => {}));
r('throws2', () => a.throws(() => { throw new Error('x'); }, /y/));
r('throws3', () => a.throws(() => { throw new Error('x'); }, { message: 'y' }));
r('throws4', () => a.throws(() => { throw new Error('x'); }, TypeError));
r('doesNotThrow', () => a.doesNotThrow(() => { throw new Error('x'); }));
r('fail', () => a.fail('x'));
r('fail2', () => a.fail(1, 2));
r('ifError', () => a.ifError(new Error('x')));
r('ifError2', () => a.ifError('x'));
(async () => {
  try { await a.rejects(Promise.resolve(1)); } catch (e) { console.log('rejects', e.diff); }
  try { await a.doesNotReject(Promise.reject(new Error('x'))); } catch (e) { console.log('doesNotReject', e.diff); }
  try { await a.rejects(Promise.reject(new Error('x')), { message: 'y' }); } catch (e) { console.log('rejects2', e.diff); }
})();
