// Ecosystem check: dinero.js keeps amounts in minor units, does arithmetic and allocation,
// and formats with the locale's currency rules (toLocaleString with style 'currency').
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Dinero = require('dinero.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-dinero-'));
try {
  fs.writeFileSync(path.join(dir, 'cart.json'), JSON.stringify([
    { amount: 500050, currency: 'USD' }, { amount: 1999, currency: 'USD' }, { amount: 1000, currency: 'EUR' },
  ]));
  const items = JSON.parse(fs.readFileSync(path.join(dir, 'cart.json'), 'utf8')).map((o) => Dinero(o));
  const [a, b, eur] = items;
  console.log('format', a.toFormat('$0,0.00'), a.toFormat(), b.toFormat('0.0'), eur.toFormat());
  console.log('locale', a.setLocale('fr-FR').toFormat('$0,0.00'), eur.setLocale('de-DE').toFormat(),
              a.setLocale('ja-JP').toFormat('$0,0'));
  console.log('sum', a.add(b).toFormat(), a.subtract(b).getAmount(), a.multiply(1.1).toFormat('$0,0'),
              a.divide(3).getAmount(), a.percentage(15).toFormat());
  console.log('allocate', a.allocate([1, 2]).map((d) => d.toFormat('USD0,0.00')).join(' '));
  console.log('compare', a.greaterThan(b), a.equalsTo(Dinero({ amount: 500050 })), b.isZero(), a.hasSameCurrency(eur));
  console.log('jpy', Dinero({ amount: 1999, currency: 'JPY', precision: 0 }).toFormat(),
              Dinero({ amount: 12345, currency: 'KWD', precision: 3 }).toFormat('$0,0.000'));
  console.log('units', a.toUnit(), a.toRoundedUnit(0), JSON.stringify(a.toObject()));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
