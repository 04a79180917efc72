// pipeline() argument errors (codes and messages) and the util.promisify forms.
'use strict';
const { PassThrough, pipeline, finished } = require('stream');
const util = require('util');

function t(label, fn) {
  try { const r = fn(); console.log(label, 'ok', typeof r); } catch (e) { console.log(label, e.name, e.code, e.message); }
}
t('no cb', () => pipeline(new PassThrough(), new PassThrough()));
t('one stream', () => pipeline(new PassThrough(), () => {}));
t('empty array', () => pipeline([], () => {}));
t('bad source', () => pipeline(5, new PassThrough(), () => {}));
t('bad dest', () => pipeline(new PassThrough(), 5, () => {}));
t('bad mid', () => pipeline(new PassThrough(), {}, new PassThrough(), () => {}));
t('fn source non-iter', () => pipeline(() => null, new PassThrough(), () => {}));
console.log('same', util.promisify(pipeline) === require('stream/promises').pipeline);
console.log('same finished', util.promisify(finished) === require('stream/promises').finished);
const p = new PassThrough();
util.promisify(pipeline)(['a', 'b'], p).then((v) => console.log('promisified resolved', v, p.read() + ''));
