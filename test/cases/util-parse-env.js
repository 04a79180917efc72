// util.parseEnv: Node 26's .env rules (quotes, comments, export, CRLF, multi-line values,
// sorted null-prototype result) over many edge cases.
'use strict';
const { parseEnv } = require('util');
const cases = ['[sec]\nA=1\nB=2', 'A=1\n[sec]\nB=2', 'A="x"y\nB=2', 'A="x" # c\nB', '  \n\n A = b c # d \n', 'export   FOO=bar', 'A=\n', 'A=', '=x\nB=1', 'A="a\\nb\\nc"', "A='a\\nb'", 'A="unterminated\nB=2', 'A=`x"y`', 'A=x\tB=y', 'A\n=1', '#A=1\nB=2 #x', 'A= "  padded  "', 'KEY="multi\nline\nvalue" extra\nNEXT=1', '\u00e9=\u20ac', 'b=1\na=2\nB=3\n_=4\n1=5', 'A=1\nA=2', 'A=1\r\nB=2\r\n', 'export=1', 'export A', '\tA=1', 'A=1 \t', 'A=#x', 'A="#x"',
'=\nB=1', 'export A=\nB=1', 'A= \nB=1', 'A=\'unterminated  \nB=2', 'A="a\\\\nb"', 'A="x"\n\n\nB="y"', 'A = "quoted"  # comment\n', '__proto__=1\nconstructor=2', '\ud83d\ude00=1\n\uffff=2', 'A=`multi\nline`', "A='it''s'", 'A=1#2#3', '   # only comment', 'A="a\r\nb"', 'X=\u00a0y\u00a0'];
for (const c of cases) {
  const r = parseEnv(c);
  console.log(JSON.stringify(c), JSON.stringify(r), Object.keys(r).join('|'), Object.getPrototypeOf(r));
}
for (const bad of [undefined, 1, null, Buffer.from('A=1')]) {
  try {
    parseEnv(bad);
  } catch (err) {
    console.log(err.name, err.code, err.message);
  }
}
console.log(parseEnv.length);
