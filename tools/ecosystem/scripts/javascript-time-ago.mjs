// Ecosystem check: javascript-time-ago formats past and future dates in several styles and
// locales (on Intl.RelativeTimeFormat and Intl.PluralRules).
import TimeAgo from 'javascript-time-ago';
import en from 'javascript-time-ago/locale/en';
import de from 'javascript-time-ago/locale/de';
import fr from 'javascript-time-ago/locale/fr';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

TimeAgo.addDefaultLocale(en);
TimeAgo.addLocale(de);
TimeAgo.addLocale(fr);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-time-ago-'));
try {
  const now = Date.UTC(2024, 0, 1, 12);
  const offsets = [5e3, 60e3, 3600e3, 86400e3 * 3, 86400e3 * 40, 86400e3 * 400, -86400e3 * 2, -3600e3 * 5];
  fs.writeFileSync(path.join(dir, 'events.txt'), offsets.map((o) => now - o).join('\n'));
  const times = fs.readFileSync(path.join(dir, 'events.txt'), 'utf8').split('\n').map(Number);
  const ago = { en: new TimeAgo('en-US'), de: new TimeAgo('de-DE'), fr: new TimeAgo('fr') };
  for (const t of times) {
    console.log(ago.en.format(t, { now }), '|', ago.de.format(t, { now }), '|', ago.fr.format(t, { now }),
                '|', ago.en.format(t, 'twitter', { now }), '|', ago.en.format(t, 'mini', { now }),
                '|', ago.de.format(t, 'round-minute', { now }));
  }
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  console.log(rtf.format(-1, 'day'), '|', rtf.format(2, 'weeks'), '|', rtf.format(0, 'year'), '|',
              new Intl.RelativeTimeFormat('es').format(-3, 'month'));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
