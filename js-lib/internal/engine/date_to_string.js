// Date.prototype.toString and toTimeString as V8 prints them: local time, `GMT±hhmm`, then
// the zone's name in parentheses. Boa prints no name, and its local time is fixed at the
// zone libc read on first use, so it does not follow process.env.TZ changing at run time
// (Node's env interceptor tells V8 and ICU to reread it). Both methods therefore take the
// local time from Temporal in the zone process.env.TZ names (or the system zone), and the
// name from internal/engine/date_zone_names (ICU's standard or daylight name of the zone, as
// V8 picks it); a zone it does not list gets internal/engine/intl_zone_names' name or V8's
// form for a zone without a name, `GMT+02:00`. Installed as lazy native methods by
// internal/bootstrap/node (loaded on the first call); internal/process/env reports changes
// to TZ.
'use strict';

const DateGetTime = Date.prototype.getTime;
// The engine's Date.prototype.toString, handed over by internal/bootstrap/node.js (which
// replaces the method before this file loads).
let NativeToString;
const { getEnv } = internalBinding('process');

// Set when process.env.TZ may have changed (internal/process/env calls tzMaybeChanged), so
// that the common call does not read the environment.
let tzStale = true;

const kDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const kMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov',
  'Dec'];

let systemZone;
// The zone of the last TZ value seen.
let lastTz = null;
let zone;

function pad2(n) {
  return n < 10 ? `0${n}` : `${n}`;
}

function currentZone() {
  tzStale = false;
  const tz = getEnv('TZ');
  if (tz === lastTz && zone !== undefined) return zone;
  lastTz = tz;
  spanStart = spanEnd = 0;
  nameFrom = nameTo = 0;
  if (tz === undefined) {
    systemZone ??= Temporal.Now.timeZoneId();
    zone = systemZone;
  } else {
    // POSIX lets TZ name a file with a leading colon; an unknown zone is UTC with no name.
    const id = tz.startsWith(':') ? tz.slice(1) : tz;
    try {
      // Temporal takes ids in any case; libc and ICU only as spelled in the database.
      zone = Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(id).timeZoneId === id ?
        id : null;
    } catch {
      zone = null;
    }
  }
  return zone;
}

function offsetText(minutes, separator) {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad2(Math.trunc(abs / 60))}${separator}${pad2(abs % 60)}`;
}

// V8 names the zone as ICU does for today's rules: standard or daylight by whether daylight
// time is in effect, where instants before 1970 or after 2038 are first moved to the same
// day and month of V8's equivalent year: one between 2008 and 2035 that starts on the same
// weekday and has the same length (of the three such common years, the one V8's formula
// picks), so an 1800 date in New York, on local mean time, is named by its season.
const kMaxEpochMs = 2147483647000;
function equivalentTime(t) {
  if (t >= 0 && t <= kMaxEpochMs) return t;
  setTime.call(scratch, t);
  const year = getUTCFullYear.call(scratch);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  // The weekday of the year's first day, counted from the days since 1970 (Thursday), which
  // the Date range's own first years lack a Date for.
  const days = 365 * (year - 1970) + Math.floor((year - 1969) / 4) -
    Math.floor((year - 1901) / 100) + Math.floor((year - 1601) / 400);
  const weekday = ((days + 4) % 7 + 7) % 7;
  const recent = (leap ? 1956 : 1967) + (weekday * 12) % 28;
  const target = 2008 + (recent + 3 * 28 - 2008) % 28;
  const dayMs = ((t % 86400000) + 86400000) % 86400000;
  return Date.UTC(target, getUTCMonth.call(scratch), getUTCDate.call(scratch)) + dayMs;
}

// Daylight time at t: an offset above the smaller of its year's January and July offsets.
function isDaylight(t, offset) {
  setTime.call(scratch, t);
  const year = getUTCFullYear.call(scratch);
  const jan = offsetOf(Date.UTC(year, 0, 15));
  const jul = offsetOf(Date.UTC(year, 6, 15));
  return offset > (jan < jul ? jan : jul);
}

function offsetOf(t) {
  return Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6;
}

let zoneNames;
let dateZoneNames;
// The last name found, and the instants it holds for: the same offset (span) in the same
// year (which decide standard or daylight time), within the range V8 takes as it is.
let nameFrom = 0;
let nameTo = 0;
let lastName;
// The name for the zone at t (offset in ms).
function zoneName(t, offset) {
  let name = null;
  if (zone !== null) {
    try {
      dateZoneNames ??= require('internal/engine/date_zone_names');
      const pair = dateZoneNames.namesOf(zone);
      if (pair !== undefined) {
        const at = equivalentTime(t);
        const daylight = isDaylight(at, at === t ? offset : offsetOf(at));
        // A zone without a daylight name (Eire's all-year one) keeps its standard name.
        name = (daylight && pair[1] !== '' ? pair[1] : pair[0]) || null;
      } else {
        zoneNames ??= require('internal/engine/intl_zone_names');
        const found = zoneNames.zoneName(zone, equivalentTime(t), 'long', 'en-US');
        // The GMT forms are those of zones without a name here; V8's shows the offset at t.
        if (!found.startsWith('GMT')) name = found;
      }
    } catch {
      // Fall through to the unnamed form.
    }
  }
  name ??= `GMT${offsetText(Math.trunc(offset / 60000), ':')}`;
  if (t >= 0 && t <= kMaxEpochMs && t >= spanStart && t < spanEnd) {
    setTime.call(scratch, t);
    const year = getUTCFullYear.call(scratch);
    const yearStart = Date.UTC(year, 0, 1);
    const yearEnd = Date.UTC(year + 1, 0, 1);
    nameFrom = spanStart > yearStart ? spanStart : yearStart;
    nameTo = spanEnd < yearEnd ? spanEnd : yearEnd;
    lastName = name;
  }
  return name;
}

// The offset (ms) in effect at t in the current zone, with the span around t over which it
// holds, so that dates near one another (the usual case) cost no Temporal call.
let spanStart = 0;
let spanEnd = 0;
let spanOffset = 0;
function offsetAt(t) {
  const zdt = Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(zone ?? 'UTC');
  const offsetNs = zdt.offsetNanoseconds;
  // Transitions are the instants where the offset changes: it holds from the last one
  // before t (unless that is t itself) up to the next.
  const next = zdt.getTimeZoneTransition('next');
  const previous = zdt.getTimeZoneTransition('previous');
  spanEnd = next === null ? Infinity : next.epochMilliseconds;
  if (previous === null) spanStart = -Infinity;
  else if (previous.offsetNanoseconds === offsetNs) spanStart = previous.epochMilliseconds;
  else spanStart = t;
  spanOffset = offsetNs / 1e6;
  return spanOffset;
}

const scratch = new Date(0);
const { getUTCFullYear, getUTCMonth, getUTCDate, getUTCDay, getUTCHours, getUTCMinutes,
  getUTCSeconds, setTime, getTimezoneOffset } = Date.prototype;

// `Sat Apr 14 2018 14:34:56 GMT+0200`, built from the instant moved to local time, for when
// Boa's own local time is not the zone's (TZ changed since Boa first read it); undefined
// past the end of the Date range, where the native text stands.
function localText(t, offset) {
  const local = t + offset;
  if (setTime.call(scratch, local) !== local) return undefined;
  const year = getUTCFullYear.call(scratch);
  const yearText = year < 0 ? `-${String(-year).padStart(4, '0')}` : String(year).padStart(4, '0');
  return `${kDays[getUTCDay.call(scratch)]} ${kMonths[getUTCMonth.call(scratch)]} ` +
    `${pad2(getUTCDate.call(scratch))} ${yearText} ${pad2(getUTCHours.call(scratch))}:` +
    `${pad2(getUTCMinutes.call(scratch))}:${pad2(getUTCSeconds.call(scratch))} ` +
    `GMT${offsetText(Math.trunc(offset / 60000), '')}`;
}

// The whole V8 text for a valid time value t of date. Boa's own text is used whenever its
// local time agrees with the zone (TZ unchanged since Boa first read it, the usual case), as
// it is much cheaper than building one here.
function dateText(date, t) {
  if (tzStale) currentZone();
  let offset;
  if (t >= spanStart && t < spanEnd) {
    offset = spanOffset;
  } else {
    try {
      offset = offsetAt(t);
    } catch {
      return NativeToString.call(date);
    }
  }
  const name = t >= nameFrom && t < nameTo ? lastName : zoneName(t, offset);
  if (getTimezoneOffset.call(date) * -60000 === offset) {
    // Boa prints the offset before a transition for the hours just after it.
    const native = NativeToString.call(date);
    if (native.endsWith(offsetText(Math.trunc(offset / 60000), ''))) return `${native} (${name})`;
  }
  const text = localText(t, offset);
  return text === undefined ? NativeToString.call(date) : `${text} (${name})`;
}

function incompatible(name, receiver) {
  let shown;
  if (receiver !== null && (typeof receiver === 'object' || typeof receiver === 'function')) {
    shown = '#<Object>';
  } else {
    try { shown = String(receiver); } catch { shown = typeof receiver; }
  }
  return new TypeError(`Method Date.prototype.${name} called on incompatible receiver ${shown}`);
}

const methods = {
  toString() {
    let t;
    try {
      t = DateGetTime.call(this);
    } catch {
      throw incompatible('toString', this);
    }
    return t !== t ? 'Invalid Date' : dateText(this, t);
  },
  toTimeString() {
    let t;
    try {
      t = DateGetTime.call(this);
    } catch {
      throw incompatible('toTimeString', this);
    }
    if (t !== t) return 'Invalid Date';
    // The date part (`Sat Apr 14 -2018`) holds three spaces.
    const text = dateText(this, t);
    let at = -1;
    for (let i = 0; i < 4; i++) at = text.indexOf(' ', at + 1);
    return text.slice(at + 1);
  },
};

// internal/process/env says when TZ is set or deleted (through intl_time_zone, which shares
// the notice).
require('internal/engine/intl_time_zone').onTzChange(() => {
  tzStale = true;
});

function setEngineToString(fn) {
  NativeToString = fn;
}

module.exports = {
  toString: methods.toString,
  toTimeString: methods.toTimeString,
  setEngineToString,
};
