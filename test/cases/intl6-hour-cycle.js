// resolvedOptions shows the hour cycle the locale formats with, and keeps a likely region (de-DE).
for (const locale of ['pt-BR', 'ja', 'es', 'fr', 'de-DE', 'en-GB', 'en-US', 'zh', 'fr-FR']) {
  const dtf = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const r = dtf.resolvedOptions();
  console.log(locale, r.locale, r.hourCycle, r.hour12, dtf.format(Date.UTC(2000, 0, 1, 13, 5)));
}
const h = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hour12: false }).resolvedOptions();
console.log(h.hourCycle, h.hour12);
console.log(new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(0));
