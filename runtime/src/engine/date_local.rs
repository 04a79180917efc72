//! Local time near a daylight-saving change, as V8 reads it. Boa 0.22 turns a local time
//! into UTC by subtracting the offset in effect at the local time read as if it were UTC, so
//! in the hours around a change `new Date(2024, 2, 31, 1, 30)` in Berlin, and the local
//! setters, land an hour off. The host's offset hook is not told which way it converts, so
//! this module does the local-to-UTC step itself, with ICU's rule that V8 uses (the offset
//! from before the change, for a local time the change skips and for one it repeats): for
//! the `Date` constructor's several-number form (called from date_parse.rs, which owns the
//! constructor), for local date strings there, and for the eight local setters it installs.
//! UTC-to-local stays the engine's: that direction was right.

use boa_engine::object::builtins::JsFunction;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsArgs, JsObject, JsResult, JsValue, NativeFunction};
use boa_gc::{Finalize, Trace};

use crate::engine::engine_fixes::define_method;

const MS_PER_DAY: f64 = 86_400_000.0;
/// Every local time is within this much of its UTC instant (offsets span -12h to +14h).
const WIDEST_OFFSET_MS: f64 = 15.0 * 3_600_000.0;
/// The time-value range: TimeClip gives NaN past it.
const MAX_TIME: f64 = 8.64e15;

/// The local zone's offset from UTC, in ms, at the UTC instant `t` (the engine's own hook,
/// so that both directions agree).
fn offset_at(t: f64, ctx: &Context) -> f64 {
    let seconds = (t / 1000.0).floor();
    let seconds = seconds.clamp(-1e13, 1e13) as i64;
    f64::from(ctx.host_hooks().local_timezone_offset_seconds(seconds)) * 1000.0
}

/// LocalTime(t).
pub(crate) fn local_time(t: f64, ctx: &Context) -> f64 {
    t + offset_at(t, ctx)
}

/// UTC(t) for the local time `t`. Where a change lies within a day of it, the offset from
/// before the change wins unless only the later one gives back this local time; that is
/// ICU's `getOffsetFromLocal` with the "former" choice for both skipped and repeated times.
pub(crate) fn utc(t: f64, ctx: &Context) -> f64 {
    if !t.is_finite() {
        return f64::NAN;
    }
    let before = offset_at(t - WIDEST_OFFSET_MS, ctx);
    let after = offset_at(t + WIDEST_OFFSET_MS, ctx);
    if before == after {
        return t - before;
    }
    let former_holds = offset_at(t - before, ctx) == before;
    let latter_holds = offset_at(t - after, ctx) == after;
    if !former_holds && latter_holds {
        t - after
    } else {
        t - before
    }
}

/// TimeClip.
pub(crate) fn time_clip(t: f64) -> f64 {
    if !t.is_finite() || t.abs() > MAX_TIME {
        f64::NAN
    } else {
        t.trunc() + 0.0
    }
}

/// Days from 1970-01-01 to the first of `month` (1-12) of `year` in the proleptic
/// Gregorian calendar.
fn days_from_civil(year: f64, month: f64) -> f64 {
    let y = if month <= 2.0 { year - 1.0 } else { year };
    let era = (y / 400.0).floor();
    let yoe = y - era * 400.0;
    let m = month;
    let doy = ((153.0 * (if m > 2.0 { m - 3.0 } else { m + 9.0 }) + 2.0) / 5.0).floor();
    let doe = yoe * 365.0 + (yoe / 4.0).floor() - (yoe / 100.0).floor() + doy;
    era * 146_097.0 + doe - 719_468.0
}

/// Year, month (0-11) and date (1-31) of the day number `days`.
fn civil_from_days(days: f64) -> (f64, f64, f64) {
    let z = days + 719_468.0;
    let era = (z / 146_097.0).floor();
    let doe = z - era * 146_097.0;
    let yoe = ((doe - (doe / 1460.0).floor() + (doe / 36524.0).floor()
        - (doe / 146_096.0).floor())
        / 365.0)
        .floor();
    let doy = doe - (365.0 * yoe + (yoe / 4.0).floor() - (yoe / 100.0).floor());
    let mp = ((5.0 * doy + 2.0) / 153.0).floor();
    let d = doy - ((153.0 * mp + 2.0) / 5.0).floor() + 1.0;
    let m = if mp < 10.0 { mp + 3.0 } else { mp - 9.0 };
    let y = yoe + era * 400.0 + if m <= 2.0 { 1.0 } else { 0.0 };
    (y, m - 1.0, d)
}

/// MakeDay(year, month, date).
pub(crate) fn make_day(year: f64, month: f64, date: f64) -> f64 {
    if !year.is_finite() || !month.is_finite() || !date.is_finite() {
        return f64::NAN;
    }
    let (y, m, dt) = (year.trunc(), month.trunc(), date.trunc());
    let ym = y + (m / 12.0).floor();
    // Past this the result is outside the time-value range whatever the date is.
    if ym.abs() > 1e6 {
        return f64::NAN;
    }
    let mn = m.rem_euclid(12.0);
    days_from_civil(ym, mn + 1.0) + dt - 1.0
}

/// MakeTime(hour, min, sec, ms).
pub(crate) fn make_time(hour: f64, min: f64, sec: f64, ms: f64) -> f64 {
    if !hour.is_finite() || !min.is_finite() || !sec.is_finite() || !ms.is_finite() {
        return f64::NAN;
    }
    hour.trunc() * 3_600_000.0 + min.trunc() * 60_000.0 + sec.trunc() * 1000.0 + ms.trunc()
}

/// MakeDate(day, time).
pub(crate) fn make_date(day: f64, time: f64) -> f64 {
    let tv = day * MS_PER_DAY + time;
    if tv.is_finite() {
        tv
    } else {
        f64::NAN
    }
}

/// MakeFullYear: 0-99 are 1900-1999.
fn make_full_year(year: f64) -> f64 {
    if year.is_nan() {
        return f64::NAN;
    }
    let y = year.trunc();
    if (0.0..=99.0).contains(&y) {
        1900.0 + y
    } else {
        y
    }
}

/// The time value of `new Date(year, month, ...)` (two or more arguments): each argument
/// converted once, in order.
///
/// # Errors
/// What an argument's conversion throws.
pub(crate) fn from_local_fields(args: &[JsValue], ctx: &mut Context) -> JsResult<f64> {
    let mut n = [f64::NAN, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0];
    for (i, slot) in n.iter_mut().enumerate() {
        if let Some(v) = args.get(i) {
            *slot = v.to_number(ctx)?;
        }
    }
    let year = make_full_year(n[0]);
    let local = make_date(
        make_day(year, n[1], n[2]),
        make_time(n[3], n[4], n[5], n[6]),
    );
    Ok(time_clip(utc(local, ctx)))
}

/// The parts of a time value: year, month, date, hours, minutes, seconds, ms, and the time
/// within its day.
struct Parts {
    year: f64,
    month: f64,
    date: f64,
    hours: f64,
    minutes: f64,
    seconds: f64,
    ms: f64,
    within_day: f64,
}

fn parts(t: f64) -> Parts {
    let day = (t / MS_PER_DAY).floor();
    let within_day = t - day * MS_PER_DAY;
    let (year, month, date) = civil_from_days(day);
    Parts {
        year,
        month,
        date,
        hours: (within_day / 3_600_000.0).floor(),
        minutes: ((within_day / 60_000.0).floor()).rem_euclid(60.0),
        seconds: ((within_day / 1000.0).floor()).rem_euclid(60.0),
        ms: within_day.rem_euclid(1000.0),
        within_day,
    }
}

#[derive(Trace, Finalize, Clone)]
struct SetterCaptures {
    /// The engine's `getTime`: the receiver check and the current value.
    get_time: JsFunction,
    /// The engine's `setTime`: stores the new value.
    set_time: JsFunction,
    #[unsafe_ignore_trace]
    which: Setter,
}

#[derive(Clone, Copy)]
enum Setter {
    Milliseconds,
    Seconds,
    Minutes,
    Hours,
    Date,
    Month,
    FullYear,
    Year,
}

impl Setter {
    fn name_and_length(self) -> (&'static str, usize) {
        match self {
            Setter::Milliseconds => ("setMilliseconds", 1),
            Setter::Seconds => ("setSeconds", 2),
            Setter::Minutes => ("setMinutes", 3),
            Setter::Hours => ("setHours", 4),
            Setter::Date => ("setDate", 1),
            Setter::Month => ("setMonth", 2),
            Setter::FullYear => ("setFullYear", 3),
            Setter::Year => ("setYear", 1),
        }
    }
}

/// One local setter, in the spec's order: the receiver check, the current value, each
/// argument converted, NaN kept NaN (the year setters start from +0), then the new local
/// time through [`utc`].
fn set_local(
    this: &JsValue,
    args: &[JsValue],
    caps: &SetterCaptures,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let t = caps.get_time.call(this, &[], ctx)?.to_number(ctx)?;
    let mut given = [f64::NAN; 4];
    let (_, length) = caps.which.name_and_length();
    let count = args.len().clamp(1, length);
    for (i, slot) in given.iter_mut().enumerate().take(count) {
        *slot = args.get_or_undefined(i).to_number(ctx)?;
    }
    let present = |i: usize| i < args.len().max(1);
    let year_setter = matches!(caps.which, Setter::FullYear | Setter::Year);
    if t.is_nan() && !year_setter {
        return Ok(f64::NAN.into());
    }
    let local = if t.is_nan() { 0.0 } else { local_time(t, ctx) };
    let p = parts(local);
    let pick = |i: usize, default: f64| if present(i) { given[i] } else { default };
    let new_local = match caps.which {
        Setter::Milliseconds => make_date(
            make_day(p.year, p.month, p.date),
            make_time(p.hours, p.minutes, p.seconds, given[0]),
        ),
        Setter::Seconds => make_date(
            make_day(p.year, p.month, p.date),
            make_time(p.hours, p.minutes, given[0], pick(1, p.ms)),
        ),
        Setter::Minutes => make_date(
            make_day(p.year, p.month, p.date),
            make_time(p.hours, given[0], pick(1, p.seconds), pick(2, p.ms)),
        ),
        Setter::Hours => make_date(
            make_day(p.year, p.month, p.date),
            make_time(
                given[0],
                pick(1, p.minutes),
                pick(2, p.seconds),
                pick(3, p.ms),
            ),
        ),
        Setter::Date => make_date(make_day(p.year, p.month, given[0]), p.within_day),
        Setter::Month => make_date(make_day(p.year, given[0], pick(1, p.date)), p.within_day),
        Setter::FullYear => make_date(
            make_day(given[0], pick(1, p.month), pick(2, p.date)),
            p.within_day,
        ),
        Setter::Year => make_date(
            make_day(make_full_year(given[0]), p.month, p.date),
            p.within_day,
        ),
    };
    let u = time_clip(utc(new_local, ctx));
    caps.set_time.call(this, &[u.into()], ctx)
}

/// Replaces the local setters of the realm's `Date.prototype`.
///
/// # Errors
/// Engine failures while defining the methods.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let proto: JsObject = ctx.intrinsics().constructors().date().prototype();
    let method = |name: &str, ctx: &mut Context| -> JsResult<Option<JsFunction>> {
        Ok(proto
            .get(js_string!(name), ctx)?
            .as_object()
            .and_then(|o| JsFunction::from_object(o.clone())))
    };
    let (Some(get_time), Some(set_time)) = (method("getTime", ctx)?, method("setTime", ctx)?)
    else {
        return Ok(());
    };
    for which in [
        Setter::Milliseconds,
        Setter::Seconds,
        Setter::Minutes,
        Setter::Hours,
        Setter::Date,
        Setter::Month,
        Setter::FullYear,
        Setter::Year,
    ] {
        let (name, length) = which.name_and_length();
        // setYear is Annex B's; leave it out where the engine has none.
        if method(name, ctx)?.is_none() {
            continue;
        }
        let f = NativeFunction::from_copy_closure_with_captures(
            set_local,
            SetterCaptures {
                get_time: get_time.clone(),
                set_time: set_time.clone(),
                which,
            },
        );
        let f = FunctionObjectBuilder::new(ctx.realm(), f)
            .name(js_string!(name))
            .length(length)
            .build();
        define_method(&proto, name, f, ctx)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_days_round_trip() {
        for days in [-719_468.0, -1.0, 0.0, 59.0, 11_016.0, 19_782.0, 2_932_896.0] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(make_day(y, m, d), days, "day {days}");
        }
        assert_eq!(make_day(1970.0, 0.0, 1.0), 0.0);
        assert_eq!(make_day(2000.0, 1.0, 29.0), 11_016.0);
        // Months past 11 and below 0 roll the year.
        assert_eq!(make_day(1969.0, 12.0, 1.0), 0.0);
        assert_eq!(make_day(1971.0, -12.0, 1.0), 0.0);
        assert!(make_day(f64::NAN, 0.0, 1.0).is_nan());
        assert!(make_day(1e9, 0.0, 1.0).is_nan());
    }

    #[test]
    fn parts_of_a_time() {
        // 2024-03-31T01:30:15.250Z
        let t = make_date(
            make_day(2024.0, 2.0, 31.0),
            make_time(1.0, 30.0, 15.0, 250.0),
        );
        let p = parts(t);
        assert_eq!(
            (p.year, p.month, p.date, p.hours, p.minutes, p.seconds, p.ms),
            (2024.0, 2.0, 31.0, 1.0, 30.0, 15.0, 250.0)
        );
        let p = parts(-1.0);
        assert_eq!(
            (p.year, p.month, p.date, p.hours, p.ms),
            (1969.0, 11.0, 31.0, 23.0, 999.0)
        );
        assert!(time_clip(8.64e15 + 1.0).is_nan());
        assert_eq!(time_clip(-0.5), 0.0);
    }
}
