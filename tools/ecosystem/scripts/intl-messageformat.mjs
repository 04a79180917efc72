// Ecosystem check: intl-messageformat formats ICU messages (plural, select, selectordinal,
// number skeletons for currency, percent and compact, dates) read from a JSON catalogue.
import { IntlMessageFormat } from 'intl-messageformat';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-intl-messageformat-'));
try {
  const catalogue = {
    inbox: 'You have {count, plural, =0 {no messages} one {# message} other {# messages}}.',
    price: 'Price: {price, number, ::currency/USD}',
    preis: 'Preis: {price, number, ::currency/EUR}',
    progress: 'Progress {p, number, percent}',
    when: 'On {d, date, short}',
    who: '{gender, select, male {He} female {She} other {They}} liked it',
    place: 'You came {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    compact: 'Downloads: {n, number, ::compact-short}',
  };
  fs.writeFileSync(path.join(dir, 'en.json'), JSON.stringify(catalogue));
  const messages = JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'));
  const run = (key, locale, values) => {
    try {
      console.log(key, new IntlMessageFormat(messages[key], locale).format(values));
    } catch (err) {
      console.log(key, 'error', err.message);
    }
  };
  run('inbox', 'en-US', { count: 0 });
  run('inbox', 'en-US', { count: 1 });
  run('inbox', 'en-US', { count: 1234 });
  run('price', 'en-US', { price: 1234.5 });
  run('preis', 'de-DE', { price: 1234.5 });
  run('progress', 'en-US', { p: 0.256 });
  run('when', 'en-US', { d: new Date(Date.UTC(2024, 2, 5, 12)) });
  run('who', 'en', { gender: 'female' });
  run('place', 'en', { n: 23 });
  run('place', 'en', { n: 11 });
  run('compact', 'en', { n: 12345 });
  run('compact', 'de', { n: 1234567 });
  const mf = new IntlMessageFormat('{a} + {b, number, ::percent}', 'fr-FR');
  console.log('parts', JSON.stringify(mf.formatToParts({ a: 'x', b: 0.5 })));
  console.log('ast', JSON.stringify(mf.getAst().map((e) => e.type)));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
