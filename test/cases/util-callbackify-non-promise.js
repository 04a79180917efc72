// util.callbackify: when the wrapped function does not return a promise, the call throws
// synchronously with the TypeError V8 gives for `ReflectApply(...).then(...)`; thenables
// are followed (their `then` read once), and falsy rejections become ERR_FALSY_VALUE_REJECTION.
const util = require('util');

const returns = [
  ['undefined', () => undefined],
  ['null', () => null],
  ['number', () => 5],
  ['string', () => 's'],
  ['symbol', () => Symbol('x')],
  ['then not callable', () => ({ then: 1 })],
];
for (const [label, fn] of returns) {
  try {
    util.callbackify(fn)(() => console.log('callback ran', label));
    console.log(label, 'no throw');
  } catch (e) {
    console.log(label, e instanceof TypeError, e.message);
  }
}

let thenReads = 0;
const thenable = {
  get then() {
    thenReads++;
    return (resolve) => resolve(4);
  },
};
util.callbackify(() => thenable)((err, value) => {
  console.log('thenable', err, value, thenReads);
});

util.callbackify(() => Promise.reject(0))((err) => {
  console.log('falsy', err.name, err.code, err.reason, err.message);
});
