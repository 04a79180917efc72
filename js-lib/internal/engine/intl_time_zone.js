// Time zones of Intl.DateTimeFormat as V8 has them: the default zone, which is the one
// process.env.TZ names (else the system's), where Boa 0.22 formats in UTC; and the id
// resolvedOptions shows, which in V8 is ICU's canonical id (`Asia/Calcutta` for
// `Asia/Kolkata`, `UTC` for `Etc/UTC`, `America/New_York` for `US/Eastern`), where Boa shows
// the id as given. Used by internal/engine/intl_date_year_format.js; also shares the TZ change
// notice with internal/engine/date_to_string.js.
'use strict';

const { getEnv } = internalBinding('process');

// IANA ids whose ICU canonical id is another one: ICU keeps the older spelling of renamed
// zones, and resolves the backward-compatibility links (CLDR's timezone.xml).
const kCanonical = {
  __proto__: null,
  'Asia/Kolkata': 'Asia/Calcutta', 'Europe/Kyiv': 'Europe/Kiev',
  'Asia/Ho_Chi_Minh': 'Asia/Saigon', 'Asia/Kathmandu': 'Asia/Katmandu',
  'America/Nuuk': 'America/Godthab', 'Asia/Yangon': 'Asia/Rangoon',
  'Pacific/Kanton': 'Pacific/Enderbury', 'Atlantic/Faroe': 'Atlantic/Faeroe',
  'America/Argentina/Buenos_Aires': 'America/Buenos_Aires',
  'America/Argentina/Catamarca': 'America/Catamarca',
  'America/Argentina/Cordoba': 'America/Cordoba', 'America/Argentina/Jujuy': 'America/Jujuy',
  'America/Argentina/Mendoza': 'America/Mendoza',
  'America/Indiana/Indianapolis': 'America/Indianapolis',
  'America/Kentucky/Louisville': 'America/Louisville', 'Africa/Asmara': 'Africa/Asmera',
  'Pacific/Chuuk': 'Pacific/Truk', 'Pacific/Pohnpei': 'Pacific/Ponape',
  'America/Atikokan': 'America/Coral_Harbour',
  'Etc/UTC': 'UTC', 'Etc/GMT': 'UTC', 'GMT': 'UTC', 'Etc/UCT': 'UTC', 'UCT': 'UTC',
  'Etc/Universal': 'UTC', 'Universal': 'UTC', 'Etc/Zulu': 'UTC', 'Zulu': 'UTC',
  'Etc/GMT0': 'UTC', 'GMT0': 'UTC', 'GMT+0': 'UTC', 'GMT-0': 'UTC', 'Etc/GMT+0': 'UTC',
  'Etc/GMT-0': 'UTC', 'Etc/Greenwich': 'UTC', 'Greenwich': 'UTC',
  'US/Eastern': 'America/New_York', 'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver', 'US/Pacific': 'America/Los_Angeles',
  'US/Alaska': 'America/Anchorage', 'US/Hawaii': 'Pacific/Honolulu',
  'US/Arizona': 'America/Phoenix', 'US/Michigan': 'America/Detroit',
  'US/Aleutian': 'America/Adak', 'US/East-Indiana': 'America/Indianapolis',
  'US/Indiana-Starke': 'America/Indiana/Knox', 'US/Samoa': 'Pacific/Pago_Pago',
  'EST5EDT': 'America/New_York', 'CST6CDT': 'America/Chicago', 'MST7MDT': 'America/Denver',
  'PST8PDT': 'America/Los_Angeles', 'EST': 'America/Panama', 'MST': 'America/Phoenix',
  'HST': 'Pacific/Honolulu',
  'Japan': 'Asia/Tokyo', 'GB': 'Europe/London', 'Europe/Belfast': 'Europe/London',
  'Asia/Istanbul': 'Europe/Istanbul', 'Turkey': 'Europe/Istanbul',
  'Singapore': 'Asia/Singapore', 'Hongkong': 'Asia/Hong_Kong', 'PRC': 'Asia/Shanghai',
  'ROC': 'Asia/Taipei', 'ROK': 'Asia/Seoul', 'Israel': 'Asia/Jerusalem',
  'Asia/Tel_Aviv': 'Asia/Jerusalem', 'Canada/Eastern': 'America/Toronto',
  'Canada/Pacific': 'America/Vancouver', 'Canada/Central': 'America/Winnipeg',
  'Canada/Mountain': 'America/Edmonton', 'Canada/Atlantic': 'America/Halifax',
  'Canada/Newfoundland': 'America/St_Johns', 'Australia/NSW': 'Australia/Sydney',
  'Australia/ACT': 'Australia/Sydney', 'Australia/Canberra': 'Australia/Sydney',
  'Australia/Victoria': 'Australia/Melbourne', 'Australia/Queensland': 'Australia/Brisbane',
  'Australia/West': 'Australia/Perth', 'Australia/South': 'Australia/Adelaide',
  'Australia/North': 'Australia/Darwin', 'Australia/Tasmania': 'Australia/Hobart',
  'Australia/LHI': 'Australia/Lord_Howe', 'Australia/Yancowinna': 'Australia/Broken_Hill',
  'Australia/Currie': 'Australia/Hobart', 'NZ': 'Pacific/Auckland',
  'Brazil/East': 'America/Sao_Paulo', 'Brazil/West': 'America/Manaus',
  'Brazil/Acre': 'America/Rio_Branco', 'Brazil/DeNoronha': 'America/Noronha',
  'Mexico/General': 'America/Mexico_City', 'Mexico/BajaNorte': 'America/Tijuana',
  'Mexico/BajaSur': 'America/Mazatlan', 'Chile/Continental': 'America/Santiago',
  'Chile/EasterIsland': 'Pacific/Easter',
  'Asia/Chongqing': 'Asia/Shanghai', 'Asia/Chungking': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai', 'Europe/Nicosia': 'Asia/Nicosia',
  'Europe/Tiraspol': 'Europe/Chisinau', 'Europe/Uzhgorod': 'Europe/Kiev',
  'Europe/Zaporozhye': 'Europe/Kiev', 'Asia/Dacca': 'Asia/Dhaka', 'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar', 'Asia/Choibalsan': 'Asia/Ulaanbaatar',
  'Asia/Macao': 'Asia/Macau', 'Asia/Ashkhabad': 'Asia/Ashgabat',
  'Asia/Ujung_Pandang': 'Asia/Makassar', 'America/Fort_Wayne': 'America/Indianapolis',
  'America/Knox_IN': 'America/Indiana/Knox', 'America/Shiprock': 'America/Denver',
  'Navajo': 'America/Denver', 'America/Montreal': 'America/Toronto',
  'America/Nipigon': 'America/Toronto', 'America/Thunder_Bay': 'America/Toronto',
  'America/Rainy_River': 'America/Winnipeg', 'America/Yellowknife': 'America/Edmonton',
  'America/Pangnirtung': 'America/Iqaluit', 'America/Ensenada': 'America/Tijuana',
  'America/Santa_Isabel': 'America/Tijuana', 'America/Porto_Acre': 'America/Rio_Branco',
  'America/Rosario': 'America/Cordoba', 'America/Virgin': 'America/St_Thomas',
  'Antarctica/South_Pole': 'Antarctica/McMurdo', 'Atlantic/Jan_Mayen': 'Arctic/Longyearbyen',
  'Pacific/Yap': 'Pacific/Truk', 'Pacific/Samoa': 'Pacific/Pago_Pago',
  'Pacific/Johnston': 'Pacific/Honolulu', 'Iceland': 'Atlantic/Reykjavik', 'Iran': 'Asia/Tehran',
  'Egypt': 'Africa/Cairo', 'Eire': 'Europe/Dublin', 'Poland': 'Europe/Warsaw',
  'Portugal': 'Europe/Lisbon', 'Libya': 'Africa/Tripoli', 'Jamaica': 'America/Jamaica',
  'Cuba': 'America/Havana', 'Kwajalein': 'Pacific/Kwajalein', 'W-SU': 'Europe/Moscow',
  'WET': 'Europe/Lisbon', 'CET': 'Europe/Brussels', 'MET': 'Europe/Brussels',
  'EET': 'Europe/Athens', 'Africa/Timbuktu': 'Africa/Bamako',
};

// The id as spelt in the database (ids are matched without regard to case), or undefined
// for one Temporal does not know.
function spelledId(id) {
  try {
    return Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(id).timeZoneId;
  } catch {
    return undefined;
  }
}

// ICU's canonical id for a zone id the engine accepted.
function canonicalTimeZone(id) {
  const spelled = spelledId(id) ?? id;
  return kCanonical[spelled] ?? spelled;
}

// internal/process/env reports TZ being set or deleted to one listener; the modules that
// follow TZ (this one, date_to_string.js) share it through onTzChange.
const tzListeners = [];
function onTzChange(fn) {
  if (tzListeners.length === 0) {
    require('internal/process/env').setTzListener(() => {
      for (let i = 0; i < tzListeners.length; i++) tzListeners[i]();
    });
  }
  tzListeners[tzListeners.length] = fn;
}

let lastZone;
let systemZone;
// Reading the environment costs more than a formatting call: TZ is read again only when
// internal/process/env says it may have changed.
onTzChange(() => {
  lastZone = undefined;
});

// The zone formatting defaults to: TZ as libc reads it (a leading colon allowed, ids spelt
// exactly), else the system zone; UTC for a TZ no zone matches.
function defaultTimeZone() {
  if (lastZone !== undefined) return lastZone;
  const tz = getEnv('TZ');
  if (tz === undefined) {
    systemZone ??= canonicalTimeZone(Temporal.Now.timeZoneId());
    lastZone = systemZone;
  } else {
    const id = tz.length > 0 && tz[0] === ':' ? tz.slice(1) : tz;
    lastZone = spelledId(id) === id ? kCanonical[id] ?? id : 'UTC';
  }
  return lastZone;
}

module.exports = { canonicalTimeZone, defaultTimeZone, onTzChange };
