// Parse errors of code compiled at run time (indirect eval, the Function constructor) carry
// V8's words: a token out of place, the code ending too soon, a return outside a function,
// a call's argument list left open, a Function body's own error, and a Function parameter
// list that ends too soon or before its text does.
'use strict';
const evalCases = ['if ( ;', 'x = ;', 'a = )', 'x = if', 'a }', 'x = {', 'var', 'var = 3',
  'return 1', 'f(a b)', 'let let = 1'];
for (const code of evalCases) {
  try {
    (0, eval)(code);
    console.log(JSON.stringify(code), 'parsed');
  } catch (e) {
    console.log(JSON.stringify(code), e.constructor.name, e.message);
  }
}
const bodyCases = ['if ( ;', 'let let = 1', 'a = )', 'const x;', '1 = 2'];
for (const body of bodyCases) {
  try {
    new Function('p', body);
    console.log('Function', JSON.stringify(body), 'parsed');
  } catch (e) {
    console.log('Function', JSON.stringify(body), e.constructor.name, e.message);
  }
}
const paramCases = ['a b', 'a=', '{a', 'a = 1 +', '(a', '...a, b', 'a, b = 2'];
for (const params of paramCases) {
  try {
    new Function(params, 'return 1');
    console.log('params', JSON.stringify(params), 'parsed');
  } catch (e) {
    console.log('params', JSON.stringify(params), e.constructor.name, e.message);
  }
}
