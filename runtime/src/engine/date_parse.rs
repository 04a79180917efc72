//! Date strings V8 accepts and Boa 0.22 does not. Boa parses the ISO format and the
//! `toString`/`toUTCString` forms; V8 also has a legacy parser that programs lean on:
//! `new Date('2024-01-15 10:30')`, `'2024/01/15'`, `'Jan 15 2024'`, `'1/15/2024'`,
//! `'15 Jan 2024 10:30:00 GMT'`, `'January 15, 2024'`. When Boa gives NaN, [`parse`] reads
//! the string the way V8's legacy parser does (up to three numbers, a month name, a time
//! with `:`, AM/PM after it, a zone as `GMT`/`UTC`/`Z` or a North American name and/or
//! `+hhmm`, parenthesised comments; other words only before the first number), and
//! [`install`] makes `Date.parse` and `new Date(string)` use it.

use boa_engine::object::builtins::JsFunction;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::value::PreferredType;
use boa_engine::{
    js_string, Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Trace};

use crate::engine::date_local;
use crate::engine::engine_fixes::define_method;

/// The fields of a date string; `zone` is the offset from UTC in minutes, `None` for local
/// time.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Fields {
    pub(crate) year: i32,
    pub(crate) month: u32,
    pub(crate) day: u32,
    pub(crate) hour: u32,
    pub(crate) minute: u32,
    pub(crate) second: u32,
    pub(crate) millis: u32,
    pub(crate) zone: Option<i32>,
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    /// A number and how many digits it had.
    Number(u32, usize),
    Word(String),
    Punct(char),
    /// A `-` right after a letter or digit: a separator after a day number or month name
    /// (`30-Jan-24`), a sign elsewhere.
    JoinedDash,
}

fn tokens(s: &str) -> Option<Vec<Token>> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    // The last character read, for telling a joined `-` from a sign.
    let mut prev: Option<char> = None;
    while let Some(&c) = chars.peek() {
        if c.is_ascii_digit() {
            let mut n: u64 = 0;
            let mut digits = 0;
            while let Some(&d) = chars.peek() {
                let Some(v) = d.to_digit(10) else { break };
                n = (n * 10 + u64::from(v)).min(u64::from(u32::MAX));
                digits += 1;
                chars.next();
            }
            out.push(Token::Number(n as u32, digits));
        } else if c.is_ascii_alphabetic() {
            let mut w = String::new();
            while let Some(&d) = chars.peek() {
                if !d.is_ascii_alphabetic() {
                    break;
                }
                w.push(d.to_ascii_lowercase());
                chars.next();
            }
            out.push(Token::Word(w));
        } else if c == '(' {
            // A comment, as in `GMT+0000 (Coordinated Universal Time)`.
            let mut depth = 0;
            for d in chars.by_ref() {
                if d == '(' {
                    depth += 1;
                } else if d == ')' {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            prev = Some(')');
            continue;
        } else if c.is_whitespace() {
            chars.next();
        } else if c == '-' && prev.is_some_and(|p| p.is_ascii_alphanumeric()) {
            out.push(Token::JoinedDash);
            chars.next();
        } else if ":./-+,".contains(c) {
            out.push(Token::Punct(c));
            chars.next();
        } else {
            return None;
        }
        // Every branch above consumed at least `c`; the last one consumed is alphanumeric
        // exactly when `c` was.
        prev = Some(c);
    }
    Some(out)
}

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// Reads `s` as V8's legacy parser does; `None` where V8 gives NaN (as far as it is known).
pub(crate) fn parse(s: &str) -> Option<Fields> {
    let toks = tokens(s)?;
    let mut numbers: Vec<(u32, usize)> = Vec::new();
    let mut month_name: Option<u32> = None;
    let mut time: Option<(u32, u32, u32, u32)> = None;
    let mut pm: Option<bool> = None;
    let mut zone: Option<i32> = None;
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            Token::Number(n, digits) => {
                if toks.get(i + 1) == Some(&Token::Punct(':')) && time.is_none() {
                    // hh:mm[:ss[.mmm]]
                    let hour = *n;
                    let Some(Token::Number(minute, _)) = toks.get(i + 2) else {
                        return None;
                    };
                    let (mut second, mut millis) = (0, 0);
                    i += 3;
                    if toks.get(i) == Some(&Token::Punct(':')) {
                        let Some(Token::Number(s, _)) = toks.get(i + 1) else {
                            return None;
                        };
                        second = *s;
                        i += 2;
                        if toks.get(i) == Some(&Token::Punct('.')) {
                            let Some(Token::Number(ms, d)) = toks.get(i + 1) else {
                                return None;
                            };
                            // Only the first three digits count.
                            let scaled = match d {
                                1 => ms * 100,
                                2 => ms * 10,
                                3 => *ms,
                                _ => {
                                    let text = ms.to_string();
                                    text[..3.min(text.len())].parse().unwrap_or(0)
                                }
                            };
                            millis = scaled;
                            i += 2;
                        }
                    }
                    time = Some((hour, *minute, second, millis));
                    continue;
                }
                numbers.push((*n, *digits));
                if toks.get(i + 1) == Some(&Token::JoinedDash) {
                    i += 1;
                }
            }
            Token::Word(w) => {
                let w = w.as_str();
                // As V8: zone names count after a number, AM/PM after a time; any other
                // word (a weekday, `T`, garbage) is skipped before the first number and makes
                // the text invalid after it.
                let read_number = !numbers.is_empty() || time.is_some();
                if (w == "am" || w == "pm") && time.is_some() {
                    pm = Some(w == "pm");
                } else if (w == "z" || w == "utc" || w == "gmt" || w == "ut") && read_number {
                    zone = Some(0);
                } else if let Some(offset) = us_zone(w).filter(|_| read_number) {
                    zone = Some(offset);
                } else if w.len() >= 3 && MONTHS.iter().any(|m| w.starts_with(m)) {
                    let m = MONTHS.iter().position(|m| w.starts_with(m))?;
                    if month_name.is_some() {
                        return None;
                    }
                    month_name = Some(m as u32 + 1);
                    if toks.get(i + 1) == Some(&Token::JoinedDash) {
                        i += 1;
                    }
                } else if read_number {
                    return None;
                }
            }
            Token::Punct('+') | Token::Punct('-') | Token::JoinedDash
                if time.is_some() || zone.is_some() =>
            {
                let negative = toks[i] != Token::Punct('+');
                // A zone offset: +hh, +hhmm or +hh:mm.
                let Some(Token::Number(n, digits)) = toks.get(i + 1) else {
                    return None;
                };
                let mut minutes = if *digits <= 2 {
                    (*n as i32) * 60
                } else {
                    (*n as i32 / 100) * 60 + (*n as i32 % 100)
                };
                i += 2;
                if *digits <= 2 && toks.get(i) == Some(&Token::Punct(':')) {
                    let Some(Token::Number(m, _)) = toks.get(i + 1) else {
                        return None;
                    };
                    minutes += *m as i32;
                    i += 2;
                }
                zone = Some(if negative { -minutes } else { minutes });
                continue;
            }
            // A sign after a number that is not a zone offset (`Jan 2 -1`).
            Token::Punct('+') | Token::Punct('-') | Token::JoinedDash
                if !numbers.is_empty() || time.is_some() =>
            {
                return None;
            }
            Token::Punct(_) | Token::JoinedDash => {}
        }
        i += 1;
    }
    // V8's day composer: up to three numbers, the missing ones 1; a first number that
    // cannot be a day (0 or over 31) is the year, otherwise month-day-year (day-year with a
    // month name). So `Jan 5` is 2001-01-05 and `5` is 2001-05-01.
    if numbers.is_empty() || numbers.len() > 3 {
        return None;
    }
    let comp = |i: usize| numbers.get(i).map_or(1, |n| n.0);
    let is_day = |n: u32| (1..=31).contains(&n);
    let (year, month, day) = match month_name {
        Some(month) if !is_day(comp(0)) => (year_of(comp(0)), month, comp(1)),
        Some(month) => (year_of(comp(1)), month, comp(0)),
        None if !is_day(comp(0)) => (year_of(comp(0)), comp(1), comp(2)),
        None => (year_of(comp(2)), comp(0), comp(1)),
    };
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let (mut hour, minute, second, millis) = time.unwrap_or((0, 0, 0, 0));
    if let Some(pm) = pm {
        if hour > 12 {
            return None;
        }
        hour = match (pm, hour) {
            (false, 12) => 0,
            (true, h) if h < 12 => h + 12,
            (_, h) => h,
        };
    }
    if hour > 24
        || minute > 59
        || second > 59
        || (hour == 24 && (minute, second, millis) != (0, 0, 0))
    {
        return None;
    }
    Some(Fields {
        year,
        month,
        day,
        hour,
        minute,
        second,
        millis,
        zone,
    })
}

/// Years as V8's legacy parser reads them: 0-49 are 20xx, 50-99 are 19xx, however many
/// digits were written (`Jan 2 0049` is 2049).
fn year_of(n: u32) -> i32 {
    let n = n.min(i32::MAX as u32) as i32;
    match n {
        0..=49 => 2000 + n,
        50..=99 => 1900 + n,
        _ => n,
    }
}

/// The North American zone names V8's legacy parser knows, as minutes from UTC.
fn us_zone(w: &str) -> Option<i32> {
    Some(match w {
        "est" | "cdt" => -5 * 60,
        "edt" => -4 * 60,
        "cst" | "mdt" => -6 * 60,
        "mst" | "pdt" => -7 * 60,
        "pst" => -8 * 60,
        _ => return None,
    })
}

/// The time value for `text` by the legacy rules, through the engine's own `Date` (local
/// time) or `Date.UTC` (an explicit zone); NaN when the text is not a date.
fn time_value(text: &str, engine: &JsFunction, ctx: &mut Context) -> JsResult<f64> {
    let Some(f) = parse(text) else {
        return Ok(f64::NAN);
    };
    // The zone's offset goes into the minutes, so that a time at the end of the range in a
    // zone east of UTC is not clipped before the offset brings it back.
    let minute = i64::from(f.minute) - i64::from(f.zone.unwrap_or(0));
    let parts: [JsValue; 7] = [
        f.year.into(),
        (f.month - 1).into(),
        f.day.into(),
        f.hour.into(),
        (minute as f64).into(),
        f.second.into(),
        f.millis.into(),
    ];
    match f.zone {
        Some(_) => {
            let utc = engine.get(js_string!("UTC"), ctx)?;
            let utc = crate::host::runtime::as_function(&utc, "Date.UTC")?;
            utc.call(&engine.clone().into(), &parts, ctx)?
                .to_number(ctx)
        }
        // Local time: the year is already full (the legacy rules never leave 0-99).
        None => {
            let day =
                date_local::make_day(f64::from(f.year), f64::from(f.month - 1), f64::from(f.day));
            let time = date_local::make_time(
                f64::from(f.hour),
                f64::from(f.minute),
                f64::from(f.second),
                f64::from(f.millis),
            );
            let local = date_local::make_date(day, time);
            Ok(date_local::time_clip(date_local::utc(local, ctx)))
        }
    }
}

/// `hh:mm:ss.f…` with other than three fraction digits (`.4`, `.411000`, nanoseconds),
/// which V8 reads and Boa refuses, rewritten to milliseconds: extra digits are cut, as V8
/// does, missing ones are zeros. `None` when the text has no such fraction.
fn three_digit_fraction(s: &str) -> Option<String> {
    let b = s.as_bytes();
    // The fraction follows the seconds of `hh:mm:ss`.
    let dot = (8..b.len()).find(|&i| {
        b[i] == b'.'
            && b[i - 3] == b':'
            && b[i - 6] == b':'
            && [1, 2, 4, 5, 7, 8]
                .iter()
                .all(|&k| b[i - k].is_ascii_digit())
    })?;
    let digits = b[dot + 1..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    if digits == 0 || digits == 3 {
        return None;
    }
    let frac: String = s[dot + 1..dot + 1 + digits]
        .chars()
        .chain(std::iter::repeat('0'))
        .take(3)
        .collect();
    Some(format!("{}.{}{}", &s[..dot], frac, &s[dot + 1 + digits..]))
}

#[derive(Trace, Finalize, JsData, Clone)]
struct DateCaptures {
    engine: JsFunction,
    engine_parse: JsFunction,
}

/// How V8 reads a text of the ISO date-time shape where the engine reads it otherwise.
#[derive(Debug, PartialEq)]
enum IsoVariant {
    /// Not that shape, or written as the engine reads it.
    AsIs,
    /// An offset of hours alone (`+05`), which V8 refuses.
    Refused,
    /// The same date-time as the engine reads it: `T` and `Z` upper-case, the offset as
    /// `±hh:mm` (V8 also takes `t`, `z` and `±hhmm`).
    Written(String),
}

/// `[+-]YYYYYY|YYYY` `-MM-DD` `T|t` `HH:mm` [`:ss` [`.s+`]] [`Z|z` | `±HH` [`:`] `mm`].
fn iso_variant(s: &str) -> IsoVariant {
    let b = s.as_bytes();
    let digits = |at: usize, n: usize| {
        b.get(at..at + n)
            .is_some_and(|d| d.iter().all(u8::is_ascii_digit))
    };
    let mut at = if matches!(b.first(), Some(b'+' | b'-')) {
        7
    } else {
        4
    };
    if !digits(at - 4, 4) || (at == 7 && !digits(1, 6)) {
        return IsoVariant::AsIs;
    }
    if b.get(at) != Some(&b'-')
        || !digits(at + 1, 2)
        || b.get(at + 3) != Some(&b'-')
        || !digits(at + 4, 2)
    {
        return IsoVariant::AsIs;
    }
    at += 6;
    let t_at = at;
    if !matches!(b.get(at), Some(b'T' | b't'))
        || !digits(at + 1, 2)
        || b.get(at + 3) != Some(&b':')
        || !digits(at + 4, 2)
    {
        return IsoVariant::AsIs;
    }
    at += 6;
    if b.get(at) == Some(&b':') {
        if !digits(at + 1, 2) {
            return IsoVariant::AsIs;
        }
        at += 3;
        if b.get(at) == Some(&b'.') {
            at += 1;
            let start = at;
            while b.get(at).is_some_and(u8::is_ascii_digit) {
                at += 1;
            }
            if at == start {
                return IsoVariant::AsIs;
            }
        }
    }
    let zone_at = at;
    let zone = &b[at..];
    let written = match zone {
        [] => None,
        [b'Z'] => None,
        [b'z'] => Some("Z".to_string()),
        [b'+' | b'-', h1, h2] if h1.is_ascii_digit() && h2.is_ascii_digit() => {
            return IsoVariant::Refused;
        }
        [b'+' | b'-', h1, h2, b':', m1, m2]
            if [h1, h2, m1, m2].iter().all(|d| d.is_ascii_digit()) =>
        {
            None
        }
        [sign @ (b'+' | b'-'), h1, h2, m1, m2]
            if [h1, h2, m1, m2].iter().all(|d| d.is_ascii_digit()) =>
        {
            Some(format!(
                "{}{}{}:{}{}",
                *sign as char, *h1 as char, *h2 as char, *m1 as char, *m2 as char
            ))
        }
        _ => return IsoVariant::AsIs,
    };
    let lower_t = b[t_at] == b't';
    if written.is_none() && !lower_t {
        return IsoVariant::AsIs;
    }
    let mut out = String::with_capacity(s.len() + 1);
    out.push_str(&s[..t_at]);
    out.push('T');
    out.push_str(&s[t_at + 1..zone_at]);
    match written {
        Some(z) => out.push_str(&z),
        None => out.push_str(&s[zone_at..]),
    }
    IsoVariant::Written(out)
}

/// The ISO date-time form without a zone (`2024-03-31T02:30`, `+002024-03-31T02:30:00.5`):
/// local time.
fn iso_local_date_time(s: &str) -> bool {
    let b = s.as_bytes();
    let digits = |from: usize, n: usize| {
        b.get(from..from + n)
            .is_some_and(|d| d.iter().all(u8::is_ascii_digit))
    };
    let at = |i: usize, c: u8| b.get(i) == Some(&c);
    let year_len = if matches!(b.first(), Some(b'+' | b'-')) {
        7
    } else {
        4
    };
    let start = usize::from(year_len == 7);
    if !digits(start, year_len - start) {
        return false;
    }
    let mut i = year_len;
    if !(at(i, b'-') && digits(i + 1, 2) && at(i + 3, b'-') && digits(i + 4, 2)) {
        return false;
    }
    i += 6;
    if !(at(i, b'T') && digits(i + 1, 2) && at(i + 3, b':') && digits(i + 4, 2)) {
        return false;
    }
    i += 6;
    if at(i, b':') && digits(i + 1, 2) {
        i += 3;
        if at(i, b'.') && digits(i + 1, 1) {
            i += 1;
            while digits(i, 1) {
                i += 1;
            }
        }
    }
    i == b.len()
}

/// `Date.parse(text)`: the engine's answer, or the legacy reading when that is NaN.
fn parse_text(text: &JsValue, caps: &DateCaptures, ctx: &mut Context) -> JsResult<f64> {
    let s = text.to_string(ctx)?.to_std_string_escaped();
    let engine_reads = |t: &JsValue, ctx: &mut Context| -> JsResult<f64> {
        caps.engine_parse
            .call(&caps.engine.clone().into(), std::slice::from_ref(t), ctx)?
            .to_number(ctx)
    };
    // An ISO date-time without a zone is local time: read as UTC, then converted here (the
    // engine's conversion is off near daylight-saving changes; date_local.rs).
    let read_iso = |iso: &str, ctx: &mut Context| -> JsResult<f64> {
        if iso_local_date_time(iso) {
            let as_utc = engine_reads(&js_string!(format!("{iso}Z").as_str()).into(), ctx)?;
            Ok(date_local::time_clip(date_local::utc(as_utc, ctx)))
        } else {
            engine_reads(&js_string!(iso).into(), ctx)
        }
    };
    let t = match iso_variant(&s) {
        IsoVariant::AsIs if iso_local_date_time(&s) => read_iso(&s, ctx)?,
        IsoVariant::AsIs => engine_reads(text, ctx)?,
        IsoVariant::Refused => return Ok(f64::NAN),
        IsoVariant::Written(fixed) => read_iso(&fixed, ctx)?,
    };
    // The year -000000 is one the ISO format forbids (it came out as 1900).
    if s.trim_start().starts_with("-000000") {
        return Ok(f64::NAN);
    }
    // An expanded year (`±YYYYYY-`) is the ISO format's alone: what Boa refused there is out
    // of range, not a legacy date.
    let expanded_year = {
        let b = s.trim_start().as_bytes();
        b.len() > 7 && matches!(b[0], b'+' | b'-') && b[1..7].iter().all(u8::is_ascii_digit)
    };
    let t = match (t.is_nan(), three_digit_fraction(&s)) {
        (true, Some(fixed)) => read_iso(&fixed, ctx)?,
        _ => t,
    };
    // Text that starts with a word (the `toString`/`toUTCString` forms) is never ISO, so V8
    // reads it with the legacy rules alone: Boa's reading of it takes `0050` as the year 50
    // and accepts negative years, where the legacy rules make 1950 and refuse.
    let starts_with_word = s
        .trim_start()
        .starts_with(|c: char| c.is_ascii_alphabetic());
    let t = if (t.is_nan() || starts_with_word) && !expanded_year {
        time_value(&s, &caps.engine, ctx)?
    } else {
        t
    };
    // TimeClip: `-271821-04-19T23:59:59.999Z` is a millisecond before the range.
    Ok(if t.abs() > 8.64e15 { f64::NAN } else { t })
}

/// Replaces `Date` with a constructor that reads one string argument through
/// [`parse_text`] and otherwise hands everything to the engine's `Date` (which stays the
/// prototype's owner: `Date.prototype`, `instanceof`, subclasses are unchanged).
///
/// # Errors
/// Engine failures while defining the properties.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let engine = ctx.intrinsics().constructors().date().constructor();
    let engine = JsFunction::from_object(engine)
        .ok_or_else(|| JsNativeError::typ().with_message("Date is not a function"))?;
    let engine_parse = engine.get(js_string!("parse"), ctx)?;
    let engine_parse = crate::host::runtime::as_function(&engine_parse, "Date.parse")?;
    let caps = DateCaptures {
        engine: engine.clone(),
        engine_parse,
    };
    let parse = NativeFunction::from_copy_closure_with_captures(
        |_, args, caps: &DateCaptures, ctx| {
            let text = args.get_or_undefined(0).to_string(ctx)?;
            parse_text(&text.into(), caps, ctx).map(JsValue::from)
        },
        caps.clone(),
    );
    let parse = FunctionObjectBuilder::new(ctx.realm(), parse)
        .name(js_string!("parse"))
        .length(1)
        .build();
    let constructor = NativeFunction::from_copy_closure_with_captures(
        |this, args, caps: &DateCaptures, ctx| {
            // A native constructor gets new.target as `this`; a plain call gets its receiver.
            let new_target = this.as_object().filter(|o| o.is_constructor());
            let Some(new_target) = new_target else {
                return caps.engine.call(this, args, ctx);
            };
            // Several numbers: a local date and time, converted here (date_local.rs).
            if args.len() >= 2 {
                let tv = date_local::from_local_fields(args, ctx)?;
                return caps
                    .engine
                    .construct(&[tv.into()], Some(&new_target), ctx)
                    .map(JsValue::from);
            }
            if let [value] = args {
                let primitive = match value.as_object() {
                    Some(o) if o.is::<boa_engine::builtins::date::Date>() => None,
                    Some(_) => Some(value.to_primitive(ctx, PreferredType::Default)?),
                    None => Some(value.clone()),
                };
                if let Some(p) = primitive {
                    let arg = if p.is_string() {
                        parse_text(&p, caps, ctx)?.into()
                    } else {
                        p
                    };
                    return caps
                        .engine
                        .construct(&[arg], Some(&new_target), ctx)
                        .map(JsValue::from);
                }
            }
            caps.engine
                .construct(args, Some(&new_target), ctx)
                .map(JsValue::from)
        },
        caps,
    );
    let date = FunctionObjectBuilder::new(ctx.realm(), constructor)
        .name(js_string!("Date"))
        .length(7)
        .constructor(true)
        .build();
    // Statics and the prototype are the engine's, so both constructors agree.
    let date_obj: &JsObject = &date;
    for key in ["now", "UTC"] {
        let v = engine.get(js_string!(key), ctx)?;
        define_method(date_obj, key, v, ctx)?;
    }
    define_method(date_obj, "parse", parse, ctx)?;
    let proto = engine.get(js_string!("prototype"), ctx)?;
    date_obj.define_property_or_throw(
        js_string!("prototype"),
        PropertyDescriptor::builder()
            .value(proto.clone())
            .writable(false)
            .enumerable(false)
            .configurable(false),
        ctx,
    )?;
    if let Some(proto) = proto.as_object() {
        define_method(&proto, "constructor", date.clone(), ctx)?;
    }
    define_method(&ctx.global_object(), "Date", date, ctx)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{iso_variant, IsoVariant};

    #[test]
    fn iso_texts_v8_reads_its_own_way() {
        let w = |s: &str| IsoVariant::Written(s.to_string());
        assert_eq!(
            iso_variant("2024-01-15t10:30:00z"),
            w("2024-01-15T10:30:00Z")
        );
        assert_eq!(
            iso_variant("2024-01-15T10:30:00+0530"),
            w("2024-01-15T10:30:00+05:30")
        );
        assert_eq!(
            iso_variant("+002024-01-15t10:30-0100"),
            w("+002024-01-15T10:30-01:00")
        );
        assert_eq!(iso_variant("2024-01-15T10:30:00+05"), IsoVariant::Refused);
        assert_eq!(iso_variant("2024-01-15T10:30:00.123Z"), IsoVariant::AsIs);
        assert_eq!(iso_variant("2024-01-15T10:30:00+05:30"), IsoVariant::AsIs);
        assert_eq!(iso_variant("2024-01-15"), IsoVariant::AsIs);
        assert_eq!(iso_variant("Jan 15 2024 10:30"), IsoVariant::AsIs);
        assert_eq!(iso_variant("2024-01-15T10:30:00 +0530"), IsoVariant::AsIs);
    }

    use super::{parse, Fields};

    /// Fields from `[year, month, day, hour, minute, second, millis]` and a zone.
    fn f(v: [i32; 7], zone: Option<i32>) -> Fields {
        let u = |i: usize| v[i] as u32;
        Fields {
            year: v[0],
            month: u(1),
            day: u(2),
            hour: u(3),
            minute: u(4),
            second: u(5),
            millis: u(6),
            zone,
        }
    }

    #[test]
    fn legacy_forms() {
        assert_eq!(
            parse("1982-09-10 13:37"),
            Some(f([1982, 9, 10, 13, 37, 0, 0], None))
        );
        assert_eq!(
            parse("2024/01/15"),
            Some(f([2024, 1, 15, 0, 0, 0, 0], None))
        );
        assert_eq!(
            parse("Jan 15 2024"),
            Some(f([2024, 1, 15, 0, 0, 0, 0], None))
        );
        assert_eq!(
            parse("15 Jan 2024 10:30:00 GMT"),
            Some(f([2024, 1, 15, 10, 30, 0, 0], Some(0)))
        );
        assert_eq!(
            parse("January 15, 2024"),
            Some(f([2024, 1, 15, 0, 0, 0, 0], None))
        );
        assert_eq!(parse("1/15/2024"), Some(f([2024, 1, 15, 0, 0, 0, 0], None)));
        assert_eq!(
            parse("2024-01-15 10:30:00.123"),
            Some(f([2024, 1, 15, 10, 30, 0, 123], None))
        );
        assert_eq!(
            parse("Thu, 01 Jan 1970 00:00:00 GMT+0100 (CET)"),
            Some(f([1970, 1, 1, 0, 0, 0, 0], Some(60)))
        );
        assert_eq!(
            parse("12/31/99 11:59 PM"),
            Some(f([1999, 12, 31, 23, 59, 0, 0], None))
        );
        assert_eq!(parse("Jan 2 0049"), Some(f([2049, 1, 2, 0, 0, 0, 0], None)));
        assert_eq!(parse("Jan 5"), Some(f([2001, 1, 5, 0, 0, 0, 0], None)));
        assert_eq!(parse("1/2"), Some(f([2001, 1, 2, 0, 0, 0, 0], None)));
        assert_eq!(
            parse("Tue, 02 Jan 2024 10:00:00 EST"),
            Some(f([2024, 1, 2, 10, 0, 0, 0], Some(-300)))
        );
        assert_eq!(
            parse("2024-01-02 10:00 PDT"),
            Some(f([2024, 1, 2, 10, 0, 0, 0], Some(-420)))
        );
        assert_eq!(parse("30-Jan-24"), Some(f([2024, 1, 30, 0, 0, 0, 0], None)));
        assert_eq!(parse("abc 2024"), Some(f([2024, 1, 1, 0, 0, 0, 0], None)));
        assert_eq!(
            parse("EST Jan 2 2024"),
            Some(f([2024, 1, 2, 0, 0, 0, 0], None))
        );
        assert_eq!(
            parse("Jan 2 2024 10:00-05:00"),
            Some(f([2024, 1, 2, 10, 0, 0, 0], Some(-300)))
        );
    }

    #[test]
    fn not_dates() {
        for s in [
            "",
            "hello",
            "2024-13-01 10:00",
            "10:61",
            "12 13 14 15",
            "Jan 2 -1",
            "Jan 2 2024 Tue",
            "Jan 5 2024 9 PM",
            "2024-01-02T10:00:00 GMT",
        ] {
            assert_eq!(parse(s), None, "{s}");
        }
    }
}
