// Ecosystem check: handlebars compiles templates from files with helpers, partials, blocks and escaping.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Handlebars = require('handlebars');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-handlebars-'));
try {
  fs.writeFileSync(path.join(dir, 'page.hbs'), [
    '{{> header}}',
    '<p>Hello, my name is {{name}}. I am from {{hometown}}. I have {{kids.length}} kids:</p>',
    '<ul>',
    '{{#each kids}}',
    '  <li>{{@index}}: {{name}} is {{age}}{{#if @last}} (youngest){{/if}}</li>',
    '{{/each}}',
    '</ul>',
    '{{loud name}} {{{raw}}} {{raw}}',
    '{{#with address}}{{city}}, {{country}}{{/with}}',
    '{{#unless missing}}no missing{{else}}missing{{/unless}}',
    '{{#list items}}{{this}}{{/list}}',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'header.hbs'), '<h1>{{title}}</h1>');
  Handlebars.registerPartial('header', fs.readFileSync(path.join(dir, 'header.hbs'), 'utf8'));
  Handlebars.registerHelper('loud', (s) => s.toUpperCase());
  Handlebars.registerHelper('list', function (items, options) {
    return new Handlebars.SafeString('<ol>' + items.map((it) => '<li>' + options.fn(it) + '</li>').join('') + '</ol>');
  });
  const template = Handlebars.compile(fs.readFileSync(path.join(dir, 'page.hbs'), 'utf8'));
  console.log(template({
    title: 'People & <Places>',
    name: 'Alan',
    hometown: 'Somewhere, TX',
    kids: [{ name: 'Jimmy', age: '12' }, { name: 'Sally', age: '4' }],
    raw: '<b>x</b>',
    address: { city: 'Paris', country: 'FR' },
    items: ['a', 'b'],
  }));
  const pre = Handlebars.precompile('{{a}}');
  console.log('precompiled', typeof pre, pre.length > 10);
  try {
    Handlebars.compile('{{#if}}unclosed')();
  } catch (e) {
    console.log('error', e.message.split('\n')[0]);
  }
  console.log('escape', Handlebars.escapeExpression('<a href="x">&\'`=</a>'));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
