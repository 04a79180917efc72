// Under the `v` flag, a class may hold two different punctuators in a row (`[:;]`); only a
// doubled one (`::`) is reserved. Literals keep their text in `.source`.
'use strict';
const line = /^([^":;]+)(?:;[^:]*)?:(.*)$/v;
console.log(line.exec('DTSTART;TZID=Europe/Paris:20261206T120000').slice(1));
console.log(/[.*+?]/v.test('?'), /[.*+?]/v.test('x'), /[^!#$%]+/v.exec('ab#c')[0]);
console.log(/[\p{L}&&[a-z]]/v.test('q'), /[=>]{2}/v.test('=>'));
console.log(line.source, String(/[.*+?]/gv));
