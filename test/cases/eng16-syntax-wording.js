// V8's SyntaxError messages for code compiled at run time (eval, Function): `??` mixed with
// `||`/`&&`, `await` and `yield` as binding names where they are reserved, a template
// literal or a regular expression left open, and the lexer's errors in a Function body.
function t(label, f) {
  try {
    f();
    console.log(label, 'compiled');
  } catch (e) {
    console.log(label, e.name, e.message);
  }
}

for (const code of ['a || b ?? c', 'a ?? b || c', 'a ?? b && c', 'a && b ?? c']) {
  t(code, () => eval(code));
}
t('await binding', () => eval('async function f() { let await = 1; }'));
t('await in static block', () => eval('class A { static { var await; } }'));
t('yield binding', () => eval('function* g() { var yield; }'));
t('yield catch parameter', () => eval('function* g() { try {} catch (yield) {} }'));
t('open template', () => eval('x = `abc'));
t('open template after substitution', () => eval('x = `a${1}'));
t('regexp across lines', () => eval('x = /abc\n/'));
t('Function open template', () => new Function('return `abc'));
t('Function open string', () => new Function('return "abc'));
t('Function open comment', () => new Function('/* open'));
