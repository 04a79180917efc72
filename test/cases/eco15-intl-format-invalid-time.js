// Intl.DateTimeFormat's format of a date whose time value is NaN is a RangeError with V8's
// words, whatever options the formatter has.
'use strict';
const optionSets = [{}, { timeZone: 'UTC' }, { hour: 'numeric', timeZone: 'UTC', timeZoneName: 'long' },
  { dateStyle: 'medium' }];
for (const options of optionSets) {
  const dtf = new Intl.DateTimeFormat('en-US', options);
  for (const value of [new Date(NaN), NaN, Infinity]) {
    try {
      console.log(dtf.format(value));
    } catch (e) {
      console.log(JSON.stringify(options), String(value), e.constructor.name, e.message);
    }
  }
}
console.log(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0));
