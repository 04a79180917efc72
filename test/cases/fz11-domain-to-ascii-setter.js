// url.domainToASCII/domainToUnicode read the domain as the hostname setter of a special URL
// does: tabs and newlines are dropped, the host ends at "/", "?", "#" or "\", and a port
// makes the whole call fail.
'use strict';
const url = require('url');
const inputs = ['a/b', 'a?b', 'a#b', 'a\\b', 'x/../y', 'a\tb', 'a\nb', 'a\rb', '\t\u00fc',
  '\u00fc/x', 'xn--zca/', '0x7f.1/', 'a.b./c', '[::1]', '[::1]:8', 'a:1', '1.2.3.4:5', '/a',
  '?', 'a b/c', 'a%2fb', 'A%41', ''];
for (const d of inputs) {
  console.log(JSON.stringify(d), JSON.stringify(url.domainToASCII(d)),
              JSON.stringify(url.domainToUnicode(d)));
}
