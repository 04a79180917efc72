// Time-zone names in formatted dates (`timeZoneName`), which Boa 0.22 prints as `GMT+?`: the
// offset in effect comes from Temporal, the names (from 1970 on, as CLDR's metazones map
// zones to them) from CLDR's English metazone names for the zones programs name most (the US
// and Canadian zones' abbreviations, which CLDR gives en and en-US only; long names for the
// zones of Europe, Asia and Australia most used), and every other zone and locale gets the
// localized-GMT form V8 prints for a zone without a name (`GMT-3`, `GMT+05:30`, with the
// seconds of a local mean time: `GMT-4:56:02`). Generic names (`shortGeneric`,
// `longGeneric`) are known for the North American zones and UTC; others fall back to the
// offset forms. Used by
// internal/engine/intl_date_year_format.js.
'use strict';

const { apply: ReflectApply } = Reflect;
const { slice: StringSlice, padStart: StringPadStart } = String.prototype;
const MathAbs = Math.abs;
const MathTrunc = Math.trunc;

// [short standard, short daylight, long standard, long daylight, short generic, long generic]
const kNorthAmerica = {
  __proto__: null,
  Eastern: ['EST', 'EDT', 'Eastern Standard Time', 'Eastern Daylight Time', 'ET', 'Eastern Time'],
  Central: ['CST', 'CDT', 'Central Standard Time', 'Central Daylight Time', 'CT', 'Central Time'],
  Mountain: ['MST', 'MDT', 'Mountain Standard Time', 'Mountain Daylight Time', 'MT',
    'Mountain Time'],
  Pacific: ['PST', 'PDT', 'Pacific Standard Time', 'Pacific Daylight Time', 'PT', 'Pacific Time'],
  Alaska: ['AKST', 'AKDT', 'Alaska Standard Time', 'Alaska Daylight Time', 'AKT', 'Alaska Time'],
  Atlantic: ['AST', 'ADT', 'Atlantic Standard Time', 'Atlantic Daylight Time', 'AT',
    'Atlantic Time'],
  Hawaii: ['HST', 'HDT', 'Hawaii-Aleutian Standard Time', 'Hawaii-Aleutian Daylight Time', 'HST',
    'Hawaii-Aleutian Standard Time'],
};
const kNorthAmericaZones = {
  __proto__: null,
  'America/New_York': 'Eastern', 'America/Detroit': 'Eastern', 'America/Toronto': 'Eastern',
  'America/Montreal': 'Eastern', 'America/Nassau': 'Eastern', 'America/Iqaluit': 'Eastern',
  'America/Indiana/Indianapolis': 'Eastern', 'America/Indianapolis': 'Eastern',
  'America/Kentucky/Louisville': 'Eastern', 'America/Louisville': 'Eastern', 'US/Eastern': 'Eastern',
  'EST5EDT': 'Eastern',
  'America/Chicago': 'Central', 'America/Winnipeg': 'Central', 'America/Menominee': 'Central',
  'America/Indiana/Knox': 'Central', 'America/North_Dakota/Center': 'Central',
  'America/Mexico_City': 'Central', 'America/Regina': 'Central', 'America/Monterrey': 'Central',
  'America/Merida': 'Central', 'US/Central': 'Central', 'CST6CDT': 'Central',
  'America/Denver': 'Mountain', 'America/Boise': 'Mountain', 'America/Edmonton': 'Mountain',
  'America/Phoenix': 'Mountain', 'America/Yellowknife': 'Mountain', 'US/Mountain': 'Mountain',
  'US/Arizona': 'Mountain', 'MST7MDT': 'Mountain',
  'America/Los_Angeles': 'Pacific', 'America/Vancouver': 'Pacific', 'America/Tijuana': 'Pacific',
  'US/Pacific': 'Pacific', 'PST8PDT': 'Pacific',
  'America/Anchorage': 'Alaska', 'America/Juneau': 'Alaska', 'America/Nome': 'Alaska',
  'America/Sitka': 'Alaska', 'America/Yakutat': 'Alaska', 'US/Alaska': 'Alaska',
  'America/Halifax': 'Atlantic', 'America/Glace_Bay': 'Atlantic', 'America/Moncton': 'Atlantic',
  'America/Goose_Bay': 'Atlantic', 'Atlantic/Bermuda': 'Atlantic', 'America/Puerto_Rico': 'Atlantic',
  'Pacific/Honolulu': 'Hawaii', 'US/Hawaii': 'Hawaii',
};

// English long names [standard, daylight] of other metazones.
const kLongNames = {
  __proto__: null,
  CentralEurope: ['Central European Standard Time', 'Central European Summer Time'],
  EasternEurope: ['Eastern European Standard Time', 'Eastern European Summer Time'],
  WesternEurope: ['Western European Standard Time', 'Western European Summer Time'],
  Greenwich: ['Greenwich Mean Time', 'Greenwich Mean Time'],
  Moscow: ['Moscow Standard Time', 'Moscow Summer Time'],
  Japan: ['Japan Standard Time', 'Japan Daylight Time'],
  India: ['India Standard Time', 'India Standard Time'],
  China: ['China Standard Time', 'China Daylight Time'],
  HongKong: ['Hong Kong Standard Time', 'Hong Kong Summer Time'],
  Singapore: ['Singapore Standard Time', 'Singapore Standard Time'],
  Korea: ['Korean Standard Time', 'Korean Daylight Time'],
  Gulf: ['Gulf Standard Time', 'Gulf Standard Time'],
  Nepal: ['Nepal Time', 'Nepal Time'],
  AustraliaEastern: ['Australian Eastern Standard Time', 'Australian Eastern Daylight Time'],
  AustraliaCentral: ['Australian Central Standard Time', 'Australian Central Daylight Time'],
  AustraliaWestern: ['Australian Western Standard Time', 'Australian Western Daylight Time'],
  NewZealand: ['New Zealand Standard Time', 'New Zealand Daylight Time'],
  Brasilia: ['Brasilia Standard Time', 'Brasilia Summer Time'],
  Argentina: ['Argentina Standard Time', 'Argentina Summer Time'],
  Newfoundland: ['Newfoundland Standard Time', 'Newfoundland Daylight Time'],
  LordHowe: ['Lord Howe Standard Time', 'Lord Howe Daylight Time'],
};
const kLongZones = {
  __proto__: null,
  'Europe/Paris': 'CentralEurope', 'Europe/Berlin': 'CentralEurope', 'Europe/Madrid': 'CentralEurope',
  'Europe/Rome': 'CentralEurope', 'Europe/Amsterdam': 'CentralEurope',
  'Europe/Brussels': 'CentralEurope', 'Europe/Vienna': 'CentralEurope',
  'Europe/Stockholm': 'CentralEurope', 'Europe/Oslo': 'CentralEurope',
  'Europe/Copenhagen': 'CentralEurope', 'Europe/Warsaw': 'CentralEurope',
  'Europe/Prague': 'CentralEurope', 'Europe/Budapest': 'CentralEurope',
  'Europe/Zurich': 'CentralEurope', 'Europe/Belgrade': 'CentralEurope',
  'Europe/Luxembourg': 'CentralEurope', 'Europe/Monaco': 'CentralEurope',
  'Europe/Athens': 'EasternEurope', 'Europe/Helsinki': 'EasternEurope',
  'Europe/Kiev': 'EasternEurope', 'Europe/Kyiv': 'EasternEurope',
  'Europe/Bucharest': 'EasternEurope', 'Europe/Sofia': 'EasternEurope',
  'Europe/Riga': 'EasternEurope', 'Europe/Vilnius': 'EasternEurope',
  'Europe/Tallinn': 'EasternEurope', 'Africa/Cairo': 'EasternEurope',
  'Europe/Lisbon': 'WesternEurope', 'Atlantic/Canary': 'WesternEurope',
  'Africa/Abidjan': 'Greenwich', 'Atlantic/Reykjavik': 'Greenwich', 'Africa/Accra': 'Greenwich',
  'Africa/Dakar': 'Greenwich', 'Africa/Bamako': 'Greenwich', 'Africa/Monrovia': 'Greenwich',
  'Africa/Bissau': 'Greenwich', 'Africa/Conakry': 'Greenwich', 'Africa/Freetown': 'Greenwich',
  'Africa/Lome': 'Greenwich', 'Africa/Banjul': 'Greenwich', 'Africa/Nouakchott': 'Greenwich',
  'Africa/Ouagadougou': 'Greenwich', 'Atlantic/St_Helena': 'Greenwich',
  'America/Danmarkshavn': 'Greenwich',
  'Europe/Moscow': 'Moscow',
  'Asia/Tokyo': 'Japan', 'Asia/Kolkata': 'India', 'Asia/Calcutta': 'India',
  'Asia/Shanghai': 'China', 'Asia/Hong_Kong': 'HongKong', 'Asia/Singapore': 'Singapore',
  'Asia/Seoul': 'Korea', 'Asia/Dubai': 'Gulf', 'Asia/Kathmandu': 'Nepal',
  'Australia/Sydney': 'AustraliaEastern', 'Australia/Melbourne': 'AustraliaEastern',
  'Australia/Brisbane': 'AustraliaEastern', 'Australia/Hobart': 'AustraliaEastern',
  'Australia/Adelaide': 'AustraliaCentral', 'Australia/Darwin': 'AustraliaCentral',
  'Australia/Perth': 'AustraliaWestern', 'Pacific/Auckland': 'NewZealand',
  'America/Sao_Paulo': 'Brasilia', 'America/Argentina/Buenos_Aires': 'Argentina',
  'America/Buenos_Aires': 'Argentina', 'America/St_Johns': 'Newfoundland',
  'Australia/Lord_Howe': 'LordHowe', 'Australia/LHI': 'LordHowe',
};
// The metazones' English abbreviations and the locales CLDR gives them to: the European ones
// to en-GB and en-150 (and the locales inheriting it), the Australian and New Zealand ones to
// en-AU and en-NZ, India's to en-IN. [locales, standard, daylight].
const kEurope = /^en-(?:GB|150|AT|BE|CH|DE|DK|FI|NL|SE|SI)$/;
const kOceania = /^en-(?:AU|NZ)$/;
const kShortNames = {
  __proto__: null,
  CentralEurope: [kEurope, 'CET', 'CEST'],
  EasternEurope: [kEurope, 'EET', 'EEST'],
  WesternEurope: [kEurope, 'WET', 'WEST'],
  AustraliaEastern: [kOceania, 'AEST', 'AEDT'],
  AustraliaCentral: [kOceania, 'ACST', 'ACDT'],
  AustraliaWestern: [kOceania, 'AWST', 'AWDT'],
  NewZealand: [kOceania, 'NZST', 'NZDT'],
  LordHowe: [kOceania, 'LHST', 'LHDT'],
  India: [/^en-IN$/, 'IST', 'IST'],
  Singapore: [/^en-SG$/, 'SGT', 'SGT'],
};
const kUtc = { __proto__: null, UTC: true, 'Etc/UTC': true, GMT: true, 'Etc/GMT': true,
  'Etc/Universal': true, 'Etc/Zulu': true, Universal: true, Zulu: true };

function offsetMinutesAt(zone, time) {
  const ns = Temporal.Instant.fromEpochMilliseconds(time).toZonedDateTimeISO(zone).offsetNanoseconds;
  return MathTrunc(ns / 60e9);
}

// The seconds of the offset past its minutes (local mean time, before standard time: -4:56:02).
function offsetSecondsAt(zone, time) {
  const ns = Temporal.Instant.fromEpochMilliseconds(time).toZonedDateTimeISO(zone).offsetNanoseconds;
  return MathTrunc(ns / 1e9) % 60;
}

// Daylight time: an offset above the smaller of the year's January and July offsets.
function isDaylight(zone, time, offset) {
  const year = new Date(time).getUTCFullYear();
  const jan = offsetMinutesAt(zone, Date.UTC(year, 0, 15));
  const jul = offsetMinutesAt(zone, Date.UTC(year, 6, 15));
  return offset > (jan < jul ? jan : jul);
}

// The localized-GMT form; French writes it `UTC−4` (with a minus sign, U+2212).
function gmt(offset, long, locale, seconds = 0) {
  const french = locale !== undefined && ReflectApply(StringSlice, locale, [0, 2]) === 'fr' &&
    (locale.length === 2 || locale[2] === '-');
  const prefix = french ? 'UTC' : 'GMT';
  const sign = offset < 0 ? (french ? '\u2212' : '-') : '+';
  const hours = MathTrunc(MathAbs(offset) / 60);
  const minutes = MathAbs(offset) % 60;
  const secondsText = seconds === 0 ? '' :
    `:${ReflectApply(StringPadStart, `${MathAbs(seconds)}`, [2, '0'])}`;
  if (long) {
    return `${prefix}${sign}${ReflectApply(StringPadStart, `${hours}`, [2, '0'])}:` +
      ReflectApply(StringPadStart, `${minutes}`, [2, '0']) + secondsText;
  }
  return minutes === 0 && seconds === 0 ? `${prefix}${sign}${hours}` :
    `${prefix}${sign}${hours}:${ReflectApply(StringPadStart, `${minutes}`, [2, '0'])}` +
    secondsText;
}

function isEnglish(locale) {
  return locale === 'en' || ReflectApply(StringSlice, locale, [0, 3]) === 'en-';
}

// The name of `zone` at `time` in `style` for `locale`, as V8 prints it.
function zoneName(zone, time, style, locale) {
  const offset = offsetMinutesAt(zone, time);
  const seconds = offsetSecondsAt(zone, time);
  if (style === 'shortOffset') return gmt(offset, false, locale, seconds);
  if (style === 'longOffset') return gmt(offset, true, locale, seconds);
  const long = style === 'long' || style === 'longGeneric';
  const generic = style === 'shortGeneric' || style === 'longGeneric';
  if (kUtc[zone] === true) {
    if (generic) return long ? 'GMT+00:00' : 'GMT+0';
    if (!long) return 'UTC';
    return isEnglish(locale) ? 'Coordinated Universal Time' : 'GMT';
  }
  // CLDR's zones take their metazone's names from 1970 on; earlier instants get the offset,
  // but for the names of one zone alone (British Summer Time).
  if (time < 0 && !generic) {
    if (isEnglish(locale) && (zone === 'Europe/London' || zone === 'Europe/Dublin') &&
        isDaylight(zone, time, offset)) {
      if (long) return zone === 'Europe/London' ? 'British Summer Time' : 'Irish Standard Time';
      if (zone === 'Europe/London' && locale === 'en-GB') return 'BST';
    }
    return gmt(offset, long, locale, seconds);
  }
  if (isEnglish(locale)) {
    const america = kNorthAmericaZones[zone];
    if (america !== undefined) {
      const names = kNorthAmerica[america];
      // CLDR gives the abbreviations to en and en-US (other English locales print GMT-5).
      const abbreviated = locale === 'en' || locale === 'en-US';
      if (generic) {
        const jan = offsetMinutesAt(zone, Date.UTC(new Date(time).getUTCFullYear(), 0, 15));
        const jul = offsetMinutesAt(zone, Date.UTC(new Date(time).getUTCFullYear(), 6, 15));
        // A zone without daylight time goes by its standard name.
        const at = jan === jul ? (long ? 2 : 0) : (long ? 5 : 4);
        if (long || abbreviated) return names[at];
        return gmt(offset, false, locale);
      }
      const daylight = isDaylight(zone, time, offset) ? 1 : 0;
      if (long) return names[2 + daylight];
      return abbreviated ? names[daylight] : gmt(offset, false, locale);
    }
    const metazone = kLongZones[zone];
    if (long && !generic && metazone !== undefined) {
      return kLongNames[metazone][isDaylight(zone, time, offset) ? 1 : 0];
    }
    if (!long && !generic && metazone !== undefined) {
      const short = kShortNames[metazone];
      if (short !== undefined && short[0].test(locale)) {
        return short[isDaylight(zone, time, offset) ? 2 : 1];
      }
    }
    if (zone === 'Europe/London' || zone === 'Europe/Dublin') {
      const daylight = isDaylight(zone, time, offset);
      // Greenwich Mean Time is the name of offset 0 alone (not of 1968-71's all-year +1).
      if (!daylight && !generic && offset === 0) return long ? 'Greenwich Mean Time' : 'GMT';
      if (daylight && long && !generic) {
        return zone === 'Europe/London' ? 'British Summer Time' : 'Irish Standard Time';
      }
      // en-GB abbreviates British Summer Time.
      if (daylight && !long && !generic && zone === 'Europe/London' && locale === 'en-GB') {
        return 'BST';
      }
    }
  }
  // Only the Greenwich zones are `GMT` in English; any other zone at offset 0 is `GMT+0`.
  if (offset === 0 && !generic && !long && isEnglish(locale) &&
      (kLongZones[zone] === 'Greenwich' || zone === 'Europe/London' || zone === 'Europe/Dublin')) {
    return 'GMT';
  }
  return gmt(offset, long, locale);
}

module.exports = { zoneName };
