// Intl.Locale.prototype.getCalendars, getCollations, getHourCycles, getNumberingSystems,
// getTimeZones and getTextInfo, which Boa 0.22's Intl.Locale lacks. A `-u-ca`/`-u-co`/`-u-hc`/
// `-u-nu` keyword of the locale is the whole answer, as in V8; otherwise calendars follow the
// (likely) region and collations the language, from the lists below (taken from Node 26.10's
// output, ICU's CLDR data), as are the regions of the 12-hour clock; numbering systems are what
// js-lib's NumberFormat resolves for the locale; time zones are the region's (only for a
// locale that names a region); the text direction is the likely script's.
// Installed by intl_date_year.js as methods that load this file on their first call.
'use strict';

const { apply: ReflectApply } = Reflect;
const { split: StringSplit, indexOf: StringIndexOf, slice: StringSlice } = String.prototype;

let Locale;
let localeToString;
let intl;
function setEngine(engineIntl, toString) {
  intl = engineIntl;
  Locale = engineIntl.Locale;
  localeToString = toString;
}

const kCalendarsByRegion = [
  ["gregory islamic-umalqura islamic islamic-civil islamic-tbla", "AE BH KW QA"],
  ["persian gregory islamic islamic-civil islamic-tbla", "AF IR"],
  ["gregory islamic-civil islamic-tbla", "AL AZ MV TJ TM TR UZ XK"],
  ["gregory islamic islamic-civil islamic-tbla",
   "BD DJ DZ EH ER ID IQ JO KM LB LY MA MR MY NE OM PK PS SD SY TD TN YD YE"],
  ["gregory chinese", "CN CX HK MO SG"],
  ["gregory coptic islamic islamic-civil islamic-tbla", "EG"],
  ["gregory ethiopic", "ET"],
  ["gregory hebrew islamic islamic-civil islamic-tbla", "IL"],
  ["gregory indian", "IN"],
  ["gregory japanese", "JP"],
  ["gregory dangi", "KR"],
  ["gregory islamic-umalqura islamic islamic-rgsa", "NT SA"],
  ["buddhist gregory", "TH"],
  ["gregory roc chinese", "TW"],
];

const kCollations = {
  ar: "compat emoji eor",
  bn: "emoji eor trad",
  de: "emoji eor phonebk",
  es: "emoji eor trad",
  fi: "emoji eor trad",
  ja: "emoji eor unihan",
  kn: "emoji eor trad",
  ko: "emoji eor searchjl unihan",
  ln: "emoji eor phonetic",
  si: "dict emoji eor",
  sv: "emoji eor trad",
  vi: "emoji eor trad",
  zh: "emoji eor pinyin stroke unihan zhuyin",
  yue: "emoji eor pinyin stroke unihan zhuyin",
};

// Region:zone zone ...|Region:...
const kZonesByRegion =
  "AD:Europe/Andorra|AE:Asia/Dubai|AF:Asia/Kabul|AG:America/Antigua|AI:America/Anguilla|" +
  "AL:Europe/Tirane|AM:Asia/Yerevan|AN:America/Curacao|AO:Africa/Luanda|" +
  "AQ:Antarctica/Casey Antarctica/Davis Antarctica/DumontDUrville Antarctica/Mawson " +
  "Antarctica/McMurdo Antarctica/Palmer Antarctica/Rothera Antarctica/Syowa " +
  "Antarctica/Troll Antarctica/Vostok|AR:America/Argentina/La_Rioja " +
  "America/Argentina/Rio_Gallegos America/Argentina/Salta America/Argentina/San_Juan " +
  "America/Argentina/San_Luis America/Argentina/Tucuman America/Argentina/Ushuaia " +
  "America/Buenos_Aires America/Catamarca America/Cordoba America/Jujuy America/Mendoza|" +
  "AS:Pacific/Pago_Pago|AT:Europe/Vienna|AU:Antarctica/Macquarie Australia/Adelaide " +
  "Australia/Brisbane Australia/Broken_Hill Australia/Darwin Australia/Eucla " +
  "Australia/Hobart Australia/Lindeman Australia/Lord_Howe Australia/Melbourne " +
  "Australia/Perth Australia/Sydney|AW:America/Aruba|AX:Europe/Mariehamn|AZ:Asia/Baku|" +
  "BA:Europe/Sarajevo|BB:America/Barbados|BD:Asia/Dhaka|BE:Europe/Brussels|" +
  "BF:Africa/Ouagadougou|BG:Europe/Sofia|BH:Asia/Bahrain|BI:Africa/Bujumbura|" +
  "BJ:Africa/Porto-Novo|BL:America/St_Barthelemy|BM:Atlantic/Bermuda|BN:Asia/Brunei|" +
  "BO:America/La_Paz|BQ:America/Kralendijk|BR:America/Araguaina America/Bahia " +
  "America/Belem America/Boa_Vista America/Campo_Grande America/Cuiaba America/Eirunepe " +
  "America/Fortaleza America/Maceio America/Manaus America/Noronha America/Porto_Velho " +
  "America/Recife America/Rio_Branco America/Santarem America/Sao_Paulo|BS:America/Nassau|" +
  "BT:Asia/Thimphu|BU:Asia/Rangoon|BW:Africa/Gaborone|BY:Europe/Minsk|BZ:America/Belize|" +
  "CA:America/Blanc-Sablon America/Cambridge_Bay America/Coral_Harbour America/Creston " +
  "America/Dawson America/Dawson_Creek America/Edmonton America/Fort_Nelson " +
  "America/Glace_Bay America/Goose_Bay America/Halifax America/Inuvik America/Iqaluit " +
  "America/Moncton America/Rankin_Inlet America/Regina America/Resolute America/St_Johns " +
  "America/Swift_Current America/Toronto America/Vancouver America/Whitehorse " +
  "America/Winnipeg|CC:Indian/Cocos|CD:Africa/Kinshasa Africa/Lubumbashi|CF:Africa/Bangui|" +
  "CG:Africa/Brazzaville|CH:Europe/Zurich|CI:Africa/Abidjan|CK:Pacific/Rarotonga|" +
  "CL:America/Coyhaique America/Punta_Arenas America/Santiago Pacific/Easter|" +
  "CM:Africa/Douala|CN:Asia/Shanghai Asia/Urumqi|CO:America/Bogota|CR:America/Costa_Rica|" +
  "CS:Europe/Belgrade|CT:Pacific/Enderbury Pacific/Kiritimati Pacific/Tarawa|" +
  "CU:America/Havana|CV:Atlantic/Cape_Verde|CW:America/Curacao|CX:Indian/Christmas|" +
  "CY:Asia/Famagusta Asia/Nicosia|CZ:Europe/Prague|DD:Europe/Berlin Europe/Busingen|" +
  "DE:Europe/Berlin Europe/Busingen|DJ:Africa/Djibouti|DK:Europe/Copenhagen|" +
  "DM:America/Dominica|DO:America/Santo_Domingo|DY:Africa/Porto-Novo|DZ:Africa/Algiers|" +
  "EC:America/Guayaquil Pacific/Galapagos|EE:Europe/Tallinn|EG:Africa/Cairo|" +
  "EH:Africa/El_Aaiun|ER:Africa/Asmera|ES:Africa/Ceuta Atlantic/Canary Europe/Madrid|" +
  "ET:Africa/Addis_Ababa|FI:Europe/Helsinki|FJ:Pacific/Fiji|FK:Atlantic/Stanley|" +
  "FM:Pacific/Kosrae Pacific/Ponape Pacific/Truk|FO:Atlantic/Faeroe|FQ:Antarctica/Casey " +
  "Antarctica/Davis Antarctica/DumontDUrville Antarctica/Mawson Antarctica/McMurdo " +
  "Antarctica/Palmer Antarctica/Rothera Antarctica/Syowa Antarctica/Troll " +
  "Antarctica/Vostok|FR:Europe/Paris|FX:Europe/Paris|GA:Africa/Libreville|GB:Europe/London|" +
  "GD:America/Grenada|GE:Asia/Tbilisi|GF:America/Cayenne|GG:Europe/Guernsey|" +
  "GH:Africa/Accra|GI:Europe/Gibraltar|GL:America/Danmarkshavn America/Godthab " +
  "America/Scoresbysund America/Thule|GM:Africa/Banjul|GN:Africa/Conakry|" +
  "GP:America/Guadeloupe|GQ:Africa/Malabo|GR:Europe/Athens|GS:Atlantic/South_Georgia|" +
  "GT:America/Guatemala|GU:Pacific/Guam|GW:Africa/Bissau|GY:America/Guyana|" +
  "HK:Asia/Hong_Kong|HN:America/Tegucigalpa|HR:Europe/Zagreb|HT:America/Port-au-Prince|" +
  "HU:Europe/Budapest|HV:Africa/Ouagadougou|ID:Asia/Jakarta Asia/Jayapura Asia/Makassar " +
  "Asia/Pontianak|IE:Europe/Dublin|IL:Asia/Jerusalem|IM:Europe/Isle_of_Man|" +
  "IN:Asia/Calcutta|IO:Indian/Chagos|IQ:Asia/Baghdad|IR:Asia/Tehran|IS:Atlantic/Reykjavik|" +
  "IT:Europe/Rome|JE:Europe/Jersey|JM:America/Jamaica|JO:Asia/Amman|JP:Asia/Tokyo|" +
  "JT:Pacific/Midway Pacific/Wake|KE:Africa/Nairobi|KG:Asia/Bishkek|KH:Asia/Phnom_Penh|" +
  "KI:Pacific/Enderbury Pacific/Kiritimati Pacific/Tarawa|KM:Indian/Comoro|" +
  "KN:America/St_Kitts|KP:Asia/Pyongyang|KR:Asia/Seoul|KW:Asia/Kuwait|KY:America/Cayman|" +
  "KZ:Asia/Almaty Asia/Aqtau Asia/Aqtobe Asia/Atyrau Asia/Oral Asia/Qostanay " +
  "Asia/Qyzylorda|LA:Asia/Vientiane|LB:Asia/Beirut|LC:America/St_Lucia|LI:Europe/Vaduz|" +
  "LK:Asia/Colombo|LR:Africa/Monrovia|LS:Africa/Maseru|LT:Europe/Vilnius|" +
  "LU:Europe/Luxembourg|LV:Europe/Riga|LY:Africa/Tripoli|MA:Africa/Casablanca|" +
  "MC:Europe/Monaco|MD:Europe/Chisinau|ME:Europe/Podgorica|MF:America/Marigot|" +
  "MG:Indian/Antananarivo|MH:Pacific/Kwajalein Pacific/Majuro|MI:Pacific/Midway " +
  "Pacific/Wake|MK:Europe/Skopje|ML:Africa/Bamako|MM:Asia/Rangoon|MN:Asia/Hovd " +
  "Asia/Ulaanbaatar|MO:Asia/Macau|MP:Pacific/Saipan|MQ:America/Martinique|" +
  "MR:Africa/Nouakchott|MS:America/Montserrat|MT:Europe/Malta|MU:Indian/Mauritius|" +
  "MV:Indian/Maldives|MW:Africa/Blantyre|MX:America/Bahia_Banderas America/Cancun " +
  "America/Chihuahua America/Ciudad_Juarez America/Hermosillo America/Matamoros " +
  "America/Mazatlan America/Merida America/Mexico_City America/Monterrey America/Ojinaga " +
  "America/Tijuana|MY:Asia/Kuala_Lumpur Asia/Kuching|MZ:Africa/Maputo|NA:Africa/Windhoek|" +
  "NC:Pacific/Noumea|NE:Africa/Niamey|NF:Pacific/Norfolk|NG:Africa/Lagos|NH:Pacific/Efate|" +
  "NI:America/Managua|NL:Europe/Amsterdam|NO:Europe/Oslo|NP:Asia/Katmandu|" +
  "NQ:Antarctica/Casey Antarctica/Davis Antarctica/DumontDUrville Antarctica/Mawson " +
  "Antarctica/McMurdo Antarctica/Palmer Antarctica/Rothera Antarctica/Syowa " +
  "Antarctica/Troll Antarctica/Vostok|NR:Pacific/Nauru|NT:Asia/Riyadh|NU:Pacific/Niue|" +
  "NZ:Pacific/Auckland Pacific/Chatham|OM:Asia/Muscat|PA:America/Panama|PC:Pacific/Kosrae " +
  "Pacific/Ponape Pacific/Truk|PE:America/Lima|PF:Pacific/Gambier Pacific/Marquesas " +
  "Pacific/Tahiti|PG:Pacific/Bougainville Pacific/Port_Moresby|PH:Asia/Manila|" +
  "PK:Asia/Karachi|PL:Europe/Warsaw|PM:America/Miquelon|PN:Pacific/Pitcairn|" +
  "PR:America/Puerto_Rico|PS:Asia/Gaza Asia/Hebron|PT:Atlantic/Azores Atlantic/Madeira " +
  "Europe/Lisbon|PU:Pacific/Midway Pacific/Wake|PW:Pacific/Palau|PY:America/Asuncion|" +
  "PZ:America/Panama|QA:Asia/Qatar|RE:Indian/Reunion|RH:Africa/Harare|RO:Europe/Bucharest|" +
  "RS:Europe/Belgrade|RU:Asia/Anadyr Asia/Barnaul Asia/Chita Asia/Irkutsk Asia/Kamchatka " +
  "Asia/Khandyga Asia/Krasnoyarsk Asia/Magadan Asia/Novokuznetsk Asia/Novosibirsk " +
  "Asia/Omsk Asia/Sakhalin Asia/Srednekolymsk Asia/Tomsk Asia/Ust-Nera Asia/Vladivostok " +
  "Asia/Yakutsk Asia/Yekaterinburg Europe/Astrakhan Europe/Kaliningrad Europe/Kirov " +
  "Europe/Moscow Europe/Samara Europe/Saratov Europe/Ulyanovsk Europe/Volgograd|" +
  "RW:Africa/Kigali|SA:Asia/Riyadh|SB:Pacific/Guadalcanal|SC:Indian/Mahe|" +
  "SD:Africa/Khartoum|SE:Europe/Stockholm|SG:Asia/Singapore|SH:Atlantic/St_Helena|" +
  "SI:Europe/Ljubljana|SJ:Arctic/Longyearbyen|SK:Europe/Bratislava|SL:Africa/Freetown|" +
  "SM:Europe/San_Marino|SN:Africa/Dakar|SO:Africa/Mogadishu|SR:America/Paramaribo|" +
  "SS:Africa/Juba|ST:Africa/Sao_Tome|SU:Asia/Anadyr Asia/Barnaul Asia/Chita Asia/Irkutsk " +
  "Asia/Kamchatka Asia/Khandyga Asia/Krasnoyarsk Asia/Magadan Asia/Novokuznetsk " +
  "Asia/Novosibirsk Asia/Omsk Asia/Sakhalin Asia/Srednekolymsk Asia/Tomsk Asia/Ust-Nera " +
  "Asia/Vladivostok Asia/Yakutsk Asia/Yekaterinburg Europe/Astrakhan Europe/Kaliningrad " +
  "Europe/Kirov Europe/Moscow Europe/Samara Europe/Saratov Europe/Ulyanovsk " +
  "Europe/Volgograd|SV:America/El_Salvador|SX:America/Lower_Princes|SY:Asia/Damascus|" +
  "SZ:Africa/Mbabane|TC:America/Grand_Turk|TD:Africa/Ndjamena|TF:Indian/Kerguelen|" +
  "TG:Africa/Lome|TH:Asia/Bangkok|TJ:Asia/Dushanbe|TK:Pacific/Fakaofo|TL:Asia/Dili|" +
  "TM:Asia/Ashgabat|TN:Africa/Tunis|TO:Pacific/Tongatapu|TP:Asia/Dili|TR:Europe/Istanbul|" +
  "TT:America/Port_of_Spain|TV:Pacific/Funafuti|TW:Asia/Taipei|TZ:Africa/Dar_es_Salaam|" +
  "UA:Europe/Kiev Europe/Simferopol|UG:Africa/Kampala|UK:Europe/London|UM:Pacific/Midway " +
  "Pacific/Wake|US:America/Adak America/Anchorage America/Boise America/Chicago " +
  "America/Denver America/Detroit America/Indiana/Knox America/Indiana/Marengo " +
  "America/Indiana/Petersburg America/Indiana/Tell_City America/Indiana/Vevay " +
  "America/Indiana/Vincennes America/Indiana/Winamac America/Indianapolis America/Juneau " +
  "America/Kentucky/Monticello America/Los_Angeles America/Louisville America/Menominee " +
  "America/Metlakatla America/New_York America/Nome America/North_Dakota/Beulah " +
  "America/North_Dakota/Center America/North_Dakota/New_Salem America/Phoenix " +
  "America/Sitka America/Yakutat Pacific/Honolulu|UY:America/Montevideo|UZ:Asia/Samarkand " +
  "Asia/Tashkent|VA:Europe/Vatican|VC:America/St_Vincent|VD:Asia/Saigon|VE:America/Caracas|" +
  "VG:America/Tortola|VI:America/St_Thomas|VN:Asia/Saigon|VU:Pacific/Efate|" +
  "WF:Pacific/Wallis|WK:Pacific/Midway Pacific/Wake|WS:Pacific/Apia|YD:Asia/Aden|" +
  "YE:Asia/Aden|YT:Indian/Mayotte|YU:Europe/Belgrade|ZA:Africa/Johannesburg|" +
  "ZM:Africa/Lusaka|ZR:Africa/Kinshasa Africa/Lubumbashi|ZW:Africa/Harare|001:Etc/GMT " +
  "Etc/GMT+1 Etc/GMT+10 Etc/GMT+11 Etc/GMT+12 Etc/GMT+2 Etc/GMT+3 Etc/GMT+4 Etc/GMT+5 " +
  "Etc/GMT+6 Etc/GMT+7 Etc/GMT+8 Etc/GMT+9 Etc/GMT-1 Etc/GMT-10 Etc/GMT-11 Etc/GMT-12 " +
  "Etc/GMT-13 Etc/GMT-14 Etc/GMT-2 Etc/GMT-3 Etc/GMT-4 Etc/GMT-5 Etc/GMT-6 Etc/GMT-7 " +
  "Etc/GMT-8 Etc/GMT-9 Etc/UTC SystemV/AST4 SystemV/AST4ADT SystemV/CST6 SystemV/CST6CDT " +
  "SystemV/EST5 SystemV/EST5EDT SystemV/HST10 SystemV/MST7 SystemV/MST7MDT SystemV/PST8 " +
  "SystemV/PST8PDT SystemV/YST9 SystemV/YST9YDT";

// The scripts ICU writes right to left.
const kRtlScripts = ' Adlm Arab Armi Avst Chrs Cprt Elym Hatr Hebr Hung Khar Lydi Mand Mani' +
  ' Mend Merc Mero Narb Nbat Nkoo Orkh Ougr Palm Phli Phlp Phnx Prti Rohg Samr Sarb Sogd Sogo' +
  ' Syrc Thaa Yezi ';

// Keyword values V8 reports by their canonical names.
const kCalendarNames = {
  __proto__: null, islamicc: 'islamic-civil', 'ethiopic-amete-alem': 'ethioaa',
};

let calendarsByRegion;
let zonesByRegion;

function words(text) {
  return ReflectApply(StringSplit, text, [' ']);
}

// The receiver's tag, through the engine's toString (its TypeError for anything else), as a
// fresh engine Locale to read the parts from.
function localeOf(receiver) {
  return new Locale(ReflectApply(localeToString, receiver, []));
}

function likelyRegion(locale) {
  if (locale.region !== undefined) return locale.region;
  try {
    return locale.maximize().region;
  } catch {
    return undefined;
  }
}

function getCalendars() {
  const locale = localeOf(this);
  const keyword = locale.calendar;
  if (keyword !== undefined) return [kCalendarNames[keyword] ?? keyword];
  if (calendarsByRegion === undefined) {
    calendarsByRegion = { __proto__: null };
    for (let i = 0; i < kCalendarsByRegion.length; i++) {
      const regions = words(kCalendarsByRegion[i][1]);
      for (let j = 0; j < regions.length; j++) {
        calendarsByRegion[regions[j]] = kCalendarsByRegion[i][0];
      }
    }
  }
  const list = calendarsByRegion[likelyRegion(locale)];
  return list === undefined ? ['gregory'] : words(list);
}

function getCollations() {
  const locale = localeOf(this);
  if (locale.collation !== undefined) return [locale.collation];
  const list = kCollations[locale.language];
  return list === undefined ? ['emoji', 'eor'] : words(list);
}

// Regions whose clock is the 12-hour one (ICU's time data); all others are h23.
const kH12Regions = ' 419 001 AE AG AL AR AS AU BB BD BH BM BN BO BS BT CA CL CO CR CT CU CY DJ' +
  ' DM DO DZ EC EG EH ER ET FJ FM GD GH GM GR GT GU GY HK HN IN IQ JM JO JT KH KI KN KP KR KW' +
  ' KY LB LC LR LS LY MH MI MO MP MR MW MX MY NA NH NI NT NZ OM PA PC PE PG PH PK PR PS PU PW' +
  ' PY PZ QA SA SB SD SG SL SO SS SV SY SZ TC TD TN TO TT TW UM US UY VC VE VG VI VU WK WS YD' +
  ' YE ZM ';
// Languages that keep the 24-hour clock in a 12-hour region.
const kH23Locales = ' fr-CA ku-SY ';

function getHourCycles() {
  const locale = localeOf(this);
  if (locale.hourCycle !== undefined) return [locale.hourCycle];
  const language = locale.language;
  let region = locale.region;
  // ICU's answers for the unknown region and the world: its own time data where CLDR has a
  // locale for them, the 24-hour clock otherwise.
  if (region === 'ZZ') return [language === 'und' ? 'h12' : 'h23'];
  if (region === '001') {
    return [language === 'und' || language === 'en' || language === 'ar' ? 'h12' : 'h23'];
  }
  if (region === undefined) {
    region = likelyRegion(locale) ?? (language === 'und' ? 'US' : undefined);
  }
  if (region === undefined ||
      ReflectApply(StringIndexOf, kH23Locales, [` ${language}-${region} `]) >= 0) {
    return ['h23'];
  }
  return [ReflectApply(StringIndexOf, kH12Regions, [` ${region} `]) >= 0 ? 'h12' : 'h23'];
}

function getNumberingSystems() {
  const locale = localeOf(this);
  if (locale.numberingSystem !== undefined) return [locale.numberingSystem];
  return [new intl.NumberFormat(locale.toString()).resolvedOptions().numberingSystem];
}

function getTimeZones() {
  const region = localeOf(this).region;
  if (region === undefined) return undefined;
  if (zonesByRegion === undefined) {
    zonesByRegion = { __proto__: null };
    const entries = ReflectApply(StringSplit, kZonesByRegion, ['|']);
    for (let i = 0; i < entries.length; i++) {
      const colon = ReflectApply(StringIndexOf, entries[i], [':']);
      zonesByRegion[ReflectApply(StringSlice, entries[i], [0, colon])] =
        ReflectApply(StringSlice, entries[i], [colon + 1]);
    }
  }
  const list = zonesByRegion[region];
  return list === undefined ? [] : words(list);
}

function getTextInfo() {
  const locale = localeOf(this);
  let script = locale.script;
  if (script === undefined) {
    try {
      script = locale.maximize().script;
    } catch {
      script = undefined;
    }
  }
  const rtl = script !== undefined &&
    ReflectApply(StringIndexOf, kRtlScripts, [` ${script} `]) >= 0;
  return { direction: rtl ? 'rtl' : 'ltr' };
}

module.exports = {
  setEngine,
  getCalendars,
  getCollations,
  getHourCycles,
  getNumberingSystems,
  getTimeZones,
  getTextInfo,
};
