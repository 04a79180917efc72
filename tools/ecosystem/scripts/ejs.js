// Ecosystem check: ejs renders strings and files with includes, escaping, custom delimiters and errors.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ejs = require('ejs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-ejs-'));
async function main() {
  fs.writeFileSync(path.join(dir, 'page.ejs'), [
    '<%- include("header", { title: title }) -%>',
    '<ul>',
    '<% users.forEach(function(user){ -%>',
    '  <li><%= user.name %> (<%= user.age %>)</li>',
    '<% }); -%>',
    '</ul>',
    '<%# a comment %>',
    '<p><%= html %> / <%- html %></p>',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'header.ejs'), '<h1><%= title %></h1>\n');
  const data = { title: 'Users & <friends>', users: [{ name: 'Ann', age: 31 }, { name: 'Bo', age: 7 }], html: '<b>bold</b>' };
  console.log(ejs.render('<% if (user) { %><h2><%= user.name %></h2><% } %>', { user: { name: 'Tobi' } }));
  const html = await ejs.renderFile(path.join(dir, 'page.ejs'), data, { rmWhitespace: false });
  console.log(html);
  const fn = ejs.compile('[?= a ?] + [?= b ?]', { delimiter: '?', openDelimiter: '[', closeDelimiter: ']' });
  console.log('custom', fn({ a: 1, b: 2 }));
  await new Promise((resolve) => ejs.renderFile(path.join(dir, 'page.ejs'), data, (err, str) => {
    console.log('callback', err, str.length);
    resolve();
  }));
  try {
    ejs.render('line1\n<%= missing.prop %>\n', {}, { filename: 'inline.ejs' });
  } catch (e) {
    console.log('error', e.name, e.message.split('\n').map((l) => l.trimEnd()).join(' | '));
  }
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
