// Intl.DateTimeFormat.prototype.formatToParts, which Boa 0.22 lacks (luxon and date-fns-tz
// call it). internal/engine/intl_date_year installs a stub that loads this file on first use.
//
// Built on `format` (with the year, locale and space corrections of
// intl_date_year_format.js): each formatter's pattern is learnt once, by formatting a probe
// instant whose fields all print differently (Tuesday 2033-11-22 15:44:55.678 UTC) and
// naming each run of digits by its value and each word by the names the same locale prints
// for that field alone. The date asked for is then cut where the pattern's literals fall.
// The same cut pads the fields Boa prints with one digit where '2-digit' was asked for.
// Types are V8's: weekday, era, year, month, day, dayPeriod, hour, minute, second,
// fractionalSecond, timeZoneName and literal. Text the pattern does not account for comes
// back as one literal part.
'use strict';

const {
  apply: ReflectApply,
} = Reflect;
const {
  format: formatOf,
  formatSingleToParts,
  plainSpaces,
  requestedOptions,
  resolvedOptions,
  minuteSecondTwin,
  singlePlan,
  splitOf,
  withHourCycle,
  zoneParts,
} = require('internal/engine/intl_date_year_format');
const {
  DateTimeFormat: OriginalDateTimeFormat,
  formatGetter: originalFormatGetter,
} = require('internal/engine/intl_date_year').originals;
const {
  charCodeAt: StringCharCodeAt,
  indexOf: StringIndexOf,
  slice: StringSlice,
  startsWith: StringStartsWith,
} = String.prototype;
const { exec: RegExpExec } = RegExp.prototype;
const { slice: ArrayPrototypeSlice } = Array.prototype;

const kProbe = Date.UTC(2033, 10, 22, 15, 44, 55, 678);

// Runs of the probe's text: digits, letters (with the marks and dots of abbreviations), or
// anything else.
const kRun = /[0-9]+|[\p{L}\p{M}][\p{L}\p{M}.]*|[^0-9\p{L}\p{M}]+/gu;

const kLetter = /^[\p{L}\p{M}]/u;

const kSpace = /\s/u;

const templates = new WeakMap();

function isDigit(text, i) {
  const c = ReflectApply(StringCharCodeAt, text, [i]);
  return c >= 48 && c <= 57;
}

// Boa's own text for the probe (only the spaces corrected: the pattern is what is learnt).
function probeText(locale, options) {
  const locales = withHourCycle(locale, options)[0];
  const dtf = new OriginalDateTimeFormat(locales, options);
  return plainSpaces(ReflectApply(originalFormatGetter, dtf, [])(kProbe));
}

// What the locale prints for one field alone on the probe, letters only.
function wordsFor(locale, options) {
  const text = probeText(locale, { __proto__: null, timeZone: 'UTC', ...options });
  const words = [];
  kRun.lastIndex = 0;
  for (;;) {
    const m = ReflectApply(RegExpExec, kRun, [text]);
    if (m === null) break;
    if (ReflectApply(RegExpExec, kLetter, [m[0]]) !== null) words[words.length] = m[0];
  }
  return words;
}

// Names every word of `words` `type`, unless it has a name already.
function nameAll(names, words, type) {
  for (let i = 0; i < words.length; i++) names[words[i]] ??= type;
}

// A name the locale writes as several runs ('terça-feira', 'p. m.', 'יום ג׳') is one part:
// neighbouring runs of one type, and the literal text that follows one, join while the
// field printed alone (`alone[type]`) shows them together.
function joinRuns(template, alone) {
  const shows = (type, text) => {
    const texts = alone[type];
    if (texts === undefined) return false;
    for (let i = 0; i < texts.length; i++) {
      if (ReflectApply(StringIndexOf, texts[i], [text]) !== -1) return true;
    }
    return false;
  };
  const out = [];
  for (let i = 0; i < template.length; i++) {
    const { 0: type, 1: text } = template[i];
    const last = out[out.length - 1];
    if (type !== 'literal' && !isDigit(text, 0) && last !== undefined && last[0] === type &&
        shows(type, last[1] + text)) {
      last[1] += text;
      continue;
    }
    if (type === 'literal' && last !== undefined && last[0] !== 'literal' &&
        !isDigit(last[1], 0)) {
      const next = template[i + 1];
      if (next !== undefined && next[0] === last[0] && shows(last[0], last[1] + text + next[1])) {
        last[1] += text + next[1];
        i++;
        continue;
      }
      // The longest start of the literal that still belongs to the name: marks such as the
      // geresh of 'ג׳', never the space or digits after it.
      let k = 0;
      while (k < text.length && !isDigit(text, k) &&
             ReflectApply(RegExpExec, kSpace, [text[k]]) === null) k++;
      while (k > 0 && !shows(last[0], last[1] + ReflectApply(StringSlice, text, [0, k]))) k--;
      if (k > 0) {
        last[1] += ReflectApply(StringSlice, text, [0, k]);
        if (k < text.length) out[out.length] = ['literal', ReflectApply(StringSlice, text, [k])];
        continue;
      }
    }
    out[out.length] = [type, text];
  }
  return out;
}

// The formatter's pattern: [type, text] pairs, text being the probe's (a literal's text is
// what every date prints there).
function templateOf(dtf) {
  let template = templates.get(dtf);
  if (template !== undefined) return template;
  const resolved = resolvedOptions(dtf);
  const { locale } = resolved;
  // The options the formatter was made with, in UTC: the probe then prints what the
  // formatter prints (the same hour cycle among the rest).
  const split = splitOf(dtf);
  const options = { __proto__: null, ...(split === undefined ? requestedOptions(dtf) : split.date),
    timeZone: 'UTC' };
  const text = probeText(locale, options);
  const names = { __proto__: null };
  const alone = { __proto__: null };
  const learn = (fieldOptions, type) => {
    nameAll(names, wordsFor(locale, fieldOptions), type);
    (alone[type] ??= [])[alone[type].length] =
      probeText(locale, { __proto__: null, timeZone: 'UTC', ...fieldOptions });
  };
  // A style stands for fields resolvedOptions does not list.
  const styled = resolved.dateStyle !== undefined || resolved.timeStyle !== undefined;
  if (styled) {
    learn({ weekday: 'long' }, 'weekday');
    learn({ month: 'long' }, 'month');
    learn({ month: 'short' }, 'month');
  }
  if (typeof resolved.weekday === 'string') learn({ weekday: resolved.weekday }, 'weekday');
  if (resolved.month === 'long' || resolved.month === 'short' || resolved.month === 'narrow') {
    learn({ month: resolved.month }, 'month');
  }
  if (typeof resolved.era === 'string') learn({ era: resolved.era, year: 'numeric' }, 'era');
  if (resolved.hour !== undefined || resolved.timeStyle !== undefined) {
    // Words a 24-hour clock prints too ('時' in ja, '시' in ko) are the hour's literals.
    nameAll(names, wordsFor(locale, { hour: 'numeric', hourCycle: 'h23' }), 'literal');
    learn({ hour: 'numeric', hourCycle: 'h12' }, 'dayPeriod');
  }
  const digits = { __proto__: null };
  if (styled) {
    digits['2033'] = 'year';
    digits['33'] = 'year';
    digits['11'] = 'month';
    digits['22'] = 'day';
    digits['15'] = 'hour';
    digits['3'] = 'hour';
    digits['03'] = 'hour';
    digits['44'] = 'minute';
    digits['55'] = 'second';
  }
  if (resolved.year !== undefined) {
    digits['2033'] = 'year';
    digits['33'] = 'year';
  }
  if (resolved.month === 'numeric' || resolved.month === '2-digit') digits['11'] = 'month';
  if (resolved.day !== undefined) digits['22'] = 'day';
  if (resolved.hour !== undefined) {
    digits['15'] = 'hour';
    digits['3'] = 'hour';
    digits['03'] = 'hour';
  }
  if (resolved.minute !== undefined) digits['44'] = 'minute';
  // Boa prints the seconds with fractional digits even when they were not asked for.
  if (resolved.second !== undefined || resolved.fractionalSecondDigits !== undefined) {
    digits['55'] = 'second';
  }
  if (resolved.fractionalSecondDigits !== undefined) {
    digits['6'] = 'fractionalSecond';
    digits['67'] = 'fractionalSecond';
    digits['678'] = 'fractionalSecond';
    digits['677'] = 'fractionalSecond'; // Boa's rounding of .678
  }
  template = [];
  kRun.lastIndex = 0;
  for (;;) {
    const m = ReflectApply(RegExpExec, kRun, [text]);
    if (m === null) break;
    const run = m[0];
    let type = isDigit(run, 0) ? digits[run] : names[run];
    if (type === 'literal') type = undefined;
    if (type === undefined) {
      const last = template[template.length - 1];
      if (last !== undefined && last[0] === 'literal') last[1] += run;
      else template[template.length] = ['literal', run];
    } else {
      template[template.length] = [type, run];
    }
  }
  template = joinRuns(template, alone);
  templates.set(dtf, template);
  return template;
}

// `text` (what `dtf` printed) cut into parts by the formatter's pattern; undefined when
// the pattern does not account for it.
function cut(dtf, text) {
  const template = templateOf(dtf);
  const parts = [];
  let at = 0;
  for (let i = 0; i < template.length; i++) {
    const { 0: type, 1: probe } = template[i];
    if (type === 'literal') {
      if (!ReflectApply(StringStartsWith, text, [probe, at])) return undefined;
      parts[parts.length] = { type, value: probe };
      at += probe.length;
      continue;
    }
    let end;
    const next = template[i + 1];
    if (isDigit(probe, 0)) {
      end = at;
      while (end < text.length && isDigit(text, end)) end++;
    } else if (next === undefined) {
      end = text.length;
    } else if (next[0] === 'literal') {
      // A name with the literal inside it ('יום שלישי' before ' ') holds as many of it.
      let inside = 0;
      for (let j = ReflectApply(StringIndexOf, probe, [next[1]]); j !== -1;
        j = ReflectApply(StringIndexOf, probe, [next[1], j + 1])) inside++;
      end = at;
      for (let n = 0; n <= inside && end !== -1; n++) {
        end = ReflectApply(StringIndexOf, text, [next[1], end + 1]);
      }
    } else if (isDigit(next[1], 0)) {
      end = at;
      while (end < text.length && !isDigit(text, end)) end++;
    } else {
      return undefined;
    }
    if (end <= at) return undefined;
    parts[parts.length] = { type, value: ReflectApply(StringSlice, text, [at, end]) };
    at = end;
  }
  return at === text.length ? parts : undefined;
}

function formatToParts(dtf, date) {
  // Formatters whose pattern kRangeData holds print through it (intl_date_year_format.js).
  const plan = singlePlan(dtf);
  if (plan !== null) return formatSingleToParts(plan, date);
  const zone = zoneParts(dtf, date);
  if (zone !== undefined) {
    // A twin made of a date part and a time part (splitFields) is cut as such.
    const innerSplit = splitOf(zone.inner);
    const parts = innerSplit !== undefined ? splitParts(zone.inner, innerSplit, zone.text, date) :
      cut(zone.inner, zone.text) ?? whole(zone.text);
    // V8 gives the text between the last field and the name as one literal.
    const last = parts[parts.length - 1];
    if (last !== undefined && last.type === 'literal') last.value += zone.separator;
    else parts[parts.length] = { type: 'literal', value: zone.separator };
    parts[parts.length] = { type: 'timeZoneName', value: zone.name };
    return parts;
  }
  const twin = minuteSecondTwin(dtf);
  if (twin !== undefined) {
    // The twin's parts from the minutes on (its hour and the literal after it left out).
    const parts = cut(twin, formatOf(twin)(date));
    if (parts !== undefined && parts.length > 2 && parts[0].type === 'hour') {
      return ReflectApply(ArrayPrototypeSlice, parts, [2]);
    }
  }
  const text = formatOf(dtf)(date);
  const split = splitOf(dtf);
  if (split !== undefined) return splitParts(dtf, split, text, date);
  return cut(dtf, text) ?? whole(text);
}

// A date part and a time part joined by the glue: each cut by its own formatter.
function splitParts(dtf, split, text, date) {
  const timeText = formatOf(split.inner)(date);
  const dateLength = text.length - timeText.length - split.glue.length;
  if (dateLength < 0) return whole(text);
  const dateText = split.timeFirst ? ReflectApply(StringSlice, text, [text.length - dateLength]) :
    ReflectApply(StringSlice, text, [0, dateLength]);
  const dateParts = split.dateInner !== undefined ? formatToParts(split.dateInner, date) :
    cut(dtf, dateText) ?? whole(dateText);
  const timeParts = cut(split.inner, timeText) ?? whole(timeText);
  const first = split.timeFirst ? timeParts : dateParts;
  const second = split.timeFirst ? dateParts : timeParts;
  const parts = [];
  const push = (part) => {
    const last = parts[parts.length - 1];
    if (part.type === 'literal' && last !== undefined && last.type === 'literal') {
      last.value += part.value;
    } else {
      parts[parts.length] = { type: part.type, value: part.value };
    }
  };
  for (let i = 0; i < first.length; i++) push(first[i]);
  push({ type: 'literal', value: split.glue });
  for (let i = 0; i < second.length; i++) push(second[i]);
  return parts;
}

// Boa prints a one-digit month, day, hour, minute or second asked for as '2-digit' with one
// digit, and can print the fraction of a second one too low (.044 for 45 ms); V8 pads the
// first and truncates the exact milliseconds. `twoDigit` lists the part types to pad (or is
// undefined), `fraction` is the right fractional text (or undefined).
function repairDigits(dtf, text, twoDigit, fraction) {
  const parts = cut(dtf, text);
  if (parts === undefined) return text;
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const { type, value } = parts[i];
    if (type === 'fractionalSecond' && fraction !== undefined) {
      out += fraction;
    } else if (twoDigit !== undefined && twoDigit[type] === true && value.length === 1 &&
               isDigit(value, 0)) {
      out += `0${value}`;
    } else {
      out += value;
    }
  }
  return out;
}

function whole(text) {
  return [{ type: 'literal', value: text }];
}

module.exports = { formatToParts, repairDigits };
