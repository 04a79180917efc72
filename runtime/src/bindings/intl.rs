//! `internalBinding('intl')`: the locale data behind js-lib's Intl.NumberFormat,
//! RelativeTimeFormat and DisplayNames (internal/engine/intl_number_*.js and friends), which
//! Boa 0.22 lacks or gets wrong (currency throws, percent prints 0, NaN throws).
//!
//! js-lib resolves options and rounds; every function here takes a value that is already
//! rounded, as a decimal string (`-1234.50`), and returns the text ICU4X's CLDR data gives for
//! it. Unknown locales fall back as ICU4X's compiled data does (to the root locale); a bad
//! decimal string or an unsupported unit returns undefined so that js-lib can throw Node's
//! error.

use std::str::FromStr;

use boa_engine::object::builtins::JsArray;
use boa_engine::{js_string, Context, JsArgs, JsObject, JsResult, JsValue, NativeFunction};
use fixed_decimal::Decimal;
use icu_calendar::week::WeekInformation;
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_decimal::{CompactDecimalFormatter, DecimalFormatter};
use icu_experimental::dimension::currency::formatter::CurrencyFormatter;
use icu_experimental::dimension::currency::options::{CurrencyFormatterOptions, CurrencyUsage};
use icu_experimental::dimension::currency::CurrencyType;
use icu_experimental::dimension::percent::formatter::PercentFormatter;
use icu_experimental::dimension::provider::currency::displayname::CurrencyDisplaynameV1;
use icu_experimental::dimension::provider::units::categorized_display_names::{
    UnitsNamesAreaCoreV1, UnitsNamesAreaExtendedV1, UnitsNamesAreaOutlierV1,
    UnitsNamesDurationCoreV1, UnitsNamesDurationExtendedV1, UnitsNamesDurationOutlierV1,
    UnitsNamesLengthCoreV1, UnitsNamesLengthExtendedV1, UnitsNamesLengthOutlierV1,
    UnitsNamesMassCoreV1, UnitsNamesMassExtendedV1, UnitsNamesMassOutlierV1,
    UnitsNamesVolumeCoreV1, UnitsNamesVolumeExtendedV1, UnitsNamesVolumeOutlierV1,
};
use icu_experimental::displaynames::multi::{
    LanguageDisplayNames, LocaleDisplayNamesFormatter, RegionDisplayNames, ScriptDisplayNames,
};
use icu_experimental::displaynames::{DisplayNamesOptions, LanguageDisplay, Style};
use icu_experimental::provider::Baked;
use icu_experimental::relativetime::options::Numeric;
use icu_experimental::relativetime::{RelativeTimeFormatter, RelativeTimeFormatterOptions};
use icu_locale_core::Locale;
use icu_plurals::PluralRules;
use icu_provider::prelude::*;
use writeable::Writeable;

use super::arg_string;
use crate::host::runtime::native_object;

fn text(s: impl Writeable) -> JsValue {
    js_string!(s.write_to_string().as_ref()).into()
}

/// The locale of argument `i`; a tag ICU4X cannot parse becomes the root locale, as an
/// unsupported one does (js-lib has already canonicalised it through the engine).
fn locale_arg(args: &[JsValue], i: usize) -> JsResult<Locale> {
    Ok(Locale::from_str(&arg_string(args, i)?).unwrap_or(Locale::UNKNOWN))
}

fn decimal_arg(args: &[JsValue], i: usize) -> JsResult<Option<Decimal>> {
    Ok(Decimal::from_str(&arg_string(args, i)?).ok())
}

/// `formatDecimal(locale, grouping, value)`: the plain number ("1,234.5"; grouping is
/// 'auto' | 'always' | 'min2' | 'false').
fn format_decimal(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let locale = locale_arg(args, 0)?;
    let grouping = match arg_string(args, 1)?.as_str() {
        "always" => GroupingStrategy::Always,
        "min2" => GroupingStrategy::Min2,
        "false" => GroupingStrategy::Never,
        _ => GroupingStrategy::Auto,
    };
    let Some(value) = decimal_arg(args, 2)? else {
        return Ok(JsValue::undefined());
    };
    let mut options = DecimalFormatterOptions::default();
    options.grouping_strategy = Some(grouping);
    match DecimalFormatter::try_new((&locale).into(), options) {
        Ok(f) => Ok(text(f.format(&value))),
        Err(_) => Ok(JsValue::undefined()),
    }
}

/// `formatCurrency(locale, code, display, accounting, value)`: display is 'symbol' |
/// 'narrowSymbol' | 'code' | 'name'. The value's digits are the formatter's (the currency's
/// minor units); js-lib keeps only the text around the number.
fn format_currency(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let locale = locale_arg(args, 0)?;
    let Ok(code) = CurrencyType::try_from_str(&arg_string(args, 1)?) else {
        return Ok(JsValue::undefined());
    };
    let display = arg_string(args, 2)?;
    let usage = if args.get_or_undefined(3).to_boolean() {
        CurrencyUsage::Accounting
    } else {
        CurrencyUsage::Standard
    };
    let Some(value) = decimal_arg(args, 4)? else {
        return Ok(JsValue::undefined());
    };
    let options = CurrencyFormatterOptions::from(usage);
    let prefs = (&locale).into();
    let formatter = match display.as_str() {
        "narrowSymbol" => CurrencyFormatter::try_new_symbol_narrow(prefs, code, options),
        "code" => CurrencyFormatter::try_new_code(prefs, code, options),
        "name" => CurrencyFormatter::try_new_name(prefs, code),
        _ => CurrencyFormatter::try_new_symbol(prefs, code, options),
    };
    match formatter {
        Ok(f) => Ok(text(f.format_fixed_decimal(&value))),
        Err(_) => Ok(JsValue::undefined()),
    }
}

/// `formatPercent(locale, value)`: value is already multiplied by 100.
fn format_percent(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let locale = locale_arg(args, 0)?;
    let Some(value) = decimal_arg(args, 1)? else {
        return Ok(JsValue::undefined());
    };
    match PercentFormatter::try_new((&locale).into(), Default::default()) {
        Ok(f) => Ok(text(f.format(&value))),
        Err(_) => Ok(JsValue::undefined()),
    }
}

/// `formatCompact(locale, long, value)`: "1.2K" / "1.2 thousand".
fn format_compact(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let locale = locale_arg(args, 0)?;
    let long = args.get_or_undefined(1).to_boolean();
    let Some(value) = decimal_arg(args, 2)? else {
        return Ok(JsValue::undefined());
    };
    let prefs = (&locale).into();
    let formatter = if long {
        CompactDecimalFormatter::try_new_long(prefs, Default::default())
    } else {
        CompactDecimalFormatter::try_new_short(prefs, Default::default())
    };
    match formatter {
        Ok(f) => Ok(text(f.format(&value))),
        Err(_) => Ok(JsValue::undefined()),
    }
}

/// `formatRelativeTime(locale, style, unit, numericAuto, value)`: style is 'long' | 'short'
/// | 'narrow', unit a singular ECMA-402 unit ('second' ... 'year').
fn format_relative_time(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let locale = locale_arg(args, 0)?;
    let style = arg_string(args, 1)?;
    let unit = arg_string(args, 2)?;
    let numeric = if args.get_or_undefined(3).to_boolean() {
        Numeric::Auto
    } else {
        Numeric::Always
    };
    let Some(value) = decimal_arg(args, 4)? else {
        return Ok(JsValue::undefined());
    };
    let prefs = (&locale).into();
    let mut options = RelativeTimeFormatterOptions::default();
    options.numeric = numeric;
    type Ctor = fn(
        icu_experimental::relativetime::RelativeTimeFormatterPreferences,
        RelativeTimeFormatterOptions,
    ) -> Result<RelativeTimeFormatter, icu_provider::DataError>;
    let ctor: Ctor = match (style.as_str(), unit.as_str()) {
        ("long", "second") => RelativeTimeFormatter::try_new_long_second,
        ("long", "minute") => RelativeTimeFormatter::try_new_long_minute,
        ("long", "hour") => RelativeTimeFormatter::try_new_long_hour,
        ("long", "day") => RelativeTimeFormatter::try_new_long_day,
        ("long", "week") => RelativeTimeFormatter::try_new_long_week,
        ("long", "month") => RelativeTimeFormatter::try_new_long_month,
        ("long", "quarter") => RelativeTimeFormatter::try_new_long_quarter,
        ("long", "year") => RelativeTimeFormatter::try_new_long_year,
        ("short", "second") => RelativeTimeFormatter::try_new_short_second,
        ("short", "minute") => RelativeTimeFormatter::try_new_short_minute,
        ("short", "hour") => RelativeTimeFormatter::try_new_short_hour,
        ("short", "day") => RelativeTimeFormatter::try_new_short_day,
        ("short", "week") => RelativeTimeFormatter::try_new_short_week,
        ("short", "month") => RelativeTimeFormatter::try_new_short_month,
        ("short", "quarter") => RelativeTimeFormatter::try_new_short_quarter,
        ("short", "year") => RelativeTimeFormatter::try_new_short_year,
        ("narrow", "second") => RelativeTimeFormatter::try_new_narrow_second,
        ("narrow", "minute") => RelativeTimeFormatter::try_new_narrow_minute,
        ("narrow", "hour") => RelativeTimeFormatter::try_new_narrow_hour,
        ("narrow", "day") => RelativeTimeFormatter::try_new_narrow_day,
        ("narrow", "week") => RelativeTimeFormatter::try_new_narrow_week,
        ("narrow", "month") => RelativeTimeFormatter::try_new_narrow_month,
        ("narrow", "quarter") => RelativeTimeFormatter::try_new_narrow_quarter,
        ("narrow", "year") => RelativeTimeFormatter::try_new_narrow_year,
        _ => return Ok(JsValue::undefined()),
    };
    match ctor(prefs, options) {
        Ok(f) => Ok(text(f.format(value))),
        Err(_) => Ok(JsValue::undefined()),
    }
}

/// `displayName(locale, type, code, style, standardLanguage)`: type is 'region' | 'script'
/// | 'language'; undefined when CLDR has no name (js-lib applies `fallback`).
fn display_name(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let locale = locale_arg(args, 0)?;
    let kind = arg_string(args, 1)?;
    let code = arg_string(args, 2)?;
    let mut options = DisplayNamesOptions::default();
    options.style = match arg_string(args, 3)?.as_str() {
        "short" => Some(Style::Short),
        "narrow" => Some(Style::Narrow),
        _ => Some(Style::Long),
    };
    if args.get_or_undefined(4).to_boolean() {
        options.language_display = LanguageDisplay::Standard;
    }
    let prefs = (&locale).into();
    let name: Option<String> = match kind.as_str() {
        "region" => {
            let Ok(region) = icu_locale_core::subtags::Region::try_from_str(&code) else {
                return Ok(JsValue::undefined());
            };
            RegionDisplayNames::try_new(prefs, options)
                .ok()
                .and_then(|f| f.of(region).map(str::to_owned))
        }
        "script" => {
            let Ok(script) = icu_locale_core::subtags::Script::try_from_str(&code) else {
                return Ok(JsValue::undefined());
            };
            ScriptDisplayNames::try_new(prefs, options)
                .ok()
                .and_then(|f| f.of(script).map(str::to_owned))
        }
        "language" => {
            let Ok(tag) = Locale::from_str(&code) else {
                return Ok(JsValue::undefined());
            };
            if tag.id.script.is_none() && tag.id.region.is_none() && tag.id.variants.is_empty() {
                LanguageDisplayNames::try_new(prefs, options)
                    .ok()
                    .and_then(|f| f.of(tag.id.language).map(str::to_owned))
            } else {
                LocaleDisplayNamesFormatter::try_new(prefs, options)
                    .ok()
                    .map(|f| f.of(&tag).into_owned())
            }
        }
        "currency" => currency_name(&locale, &code),
        _ => None,
    };
    Ok(name.map_or(JsValue::undefined(), |n| js_string!(n.as_str()).into()))
}

/// `unitPattern(locale, unit, width, value)`: CLDR's pattern for `value` of a unit ("{0} km",
/// "{0} kilometers"), its plural form chosen for the value; undefined when ICU4X 0.6 has no
/// names for the unit (it has lengths, areas, volumes, masses and durations).
fn unit_pattern(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let locale = locale_arg(args, 0)?;
    let unit = arg_string(args, 1)?;
    let width = match arg_string(args, 2)?.as_str() {
        "long" => "long",
        "narrow" => "narrow",
        _ => "short",
    };
    let Some(value) = decimal_arg(args, 3)? else {
        return Ok(JsValue::undefined());
    };
    let Ok(rules) = PluralRules::try_new_cardinal((&locale).into()) else {
        return Ok(JsValue::undefined());
    };
    let attribute = format!("{width}-{unit}");
    let Ok(attributes) = DataMarkerAttributes::try_from_str(&attribute) else {
        return Ok(JsValue::undefined());
    };
    let data_locale = DataLocale::from(&locale);
    let request = DataRequest {
        id: DataIdentifierBorrowed::for_marker_attributes_and_locale(attributes, &data_locale),
        ..Default::default()
    };
    // Each category's data falls back to the root locale on its own, so a unit the locale
    // names in a later marker would get root's (short) name from an earlier one: a name
    // found for the locale itself (or a parent other than root) wins.
    let mut root_text: Option<String> = None;
    macro_rules! search {
        ($($marker:ty),*) => {
            $(
                if let Ok(response) = DataProvider::<$marker>::load(&Baked, request) {
                    let pattern = response.payload.get().get((&value).into(), &rules);
                    let text = pattern.interpolate(("{0}",)).write_to_string().into_owned();
                    let from_root = response
                        .metadata
                        .locale
                        .as_ref()
                        .is_some_and(|l| l.is_unknown());
                    if !from_root {
                        return Ok(js_string!(text.as_str()).into());
                    }
                    root_text.get_or_insert(text);
                }
            )*
        };
    }
    search!(
        UnitsNamesLengthCoreV1,
        UnitsNamesLengthExtendedV1,
        UnitsNamesLengthOutlierV1,
        UnitsNamesMassCoreV1,
        UnitsNamesMassExtendedV1,
        UnitsNamesMassOutlierV1,
        UnitsNamesVolumeCoreV1,
        UnitsNamesVolumeExtendedV1,
        UnitsNamesVolumeOutlierV1,
        UnitsNamesAreaCoreV1,
        UnitsNamesAreaExtendedV1,
        UnitsNamesAreaOutlierV1,
        UnitsNamesDurationCoreV1,
        UnitsNamesDurationExtendedV1,
        UnitsNamesDurationOutlierV1
    );
    if let Some(text) = root_text {
        return Ok(js_string!(text.as_str()).into());
    }
    Ok(JsValue::undefined())
}

/// `currencyDisplayName(locale, code)`: CLDR's display name of a currency ("US Dollar"), for
/// Intl.DisplayNames; undefined when there is none.
fn currency_display_name(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let locale = locale_arg(args, 0)?;
    let code = arg_string(args, 1)?;
    Ok(currency_name(&locale, &code)
        .map_or(JsValue::undefined(), |n| js_string!(n.as_str()).into()))
}

fn currency_name(locale: &Locale, code: &str) -> Option<String> {
    let attributes = DataMarkerAttributes::try_from_str(code).ok()?;
    let data_locale = DataLocale::from(locale);
    let request = DataRequest {
        id: DataIdentifierBorrowed::for_marker_attributes_and_locale(attributes, &data_locale),
        ..Default::default()
    };
    DataProvider::<CurrencyDisplaynameV1>::load(&Baked, request)
        .ok()
        .map(|response| String::from(&**response.payload.get()))
}

/// `weekInfo(locale)`: `[firstDay, ...weekend]`, days numbered 1 (Monday) to 7 (Sunday),
/// from CLDR's week data for the locale's region (`-u-fw-` and `-u-rg-` apply), for
/// `Intl.Locale.prototype.getWeekInfo`; undefined when there is no data.
fn week_info(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let locale = locale_arg(args, 0)?;
    let Ok(info) = WeekInformation::try_new((&locale).into()) else {
        return Ok(JsValue::undefined());
    };
    let mut weekend: Vec<i32> = info.weekend().map(|d| d as i32).collect();
    weekend.sort_unstable();
    let days = std::iter::once(info.first_weekday as i32)
        .chain(weekend)
        .map(JsValue::from);
    Ok(JsArray::from_iter(days, ctx).into())
}

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
            (
                "formatDecimal",
                3,
                NativeFunction::from_fn_ptr(format_decimal),
            ),
            (
                "formatCurrency",
                5,
                NativeFunction::from_fn_ptr(format_currency),
            ),
            (
                "formatPercent",
                2,
                NativeFunction::from_fn_ptr(format_percent),
            ),
            (
                "formatCompact",
                3,
                NativeFunction::from_fn_ptr(format_compact),
            ),
            (
                "formatRelativeTime",
                5,
                NativeFunction::from_fn_ptr(format_relative_time),
            ),
            ("displayName", 5, NativeFunction::from_fn_ptr(display_name)),
            ("unitPattern", 4, NativeFunction::from_fn_ptr(unit_pattern)),
            (
                "currencyDisplayName",
                2,
                NativeFunction::from_fn_ptr(currency_display_name),
            ),
            ("weekInfo", 1, NativeFunction::from_fn_ptr(week_info)),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(
        f: fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>,
        args: &[&str],
    ) -> String {
        let mut ctx = Context::default();
        let args: Vec<JsValue> = args.iter().map(|a| js_string!(*a).into()).collect();
        let v = f(&JsValue::undefined(), &args, &mut ctx).expect("no throw");
        v.as_string()
            .map(|s| s.to_std_string_lossy())
            .unwrap_or_default()
    }

    #[test]
    fn formats_with_cldr_data() {
        assert_eq!(
            call(format_decimal, &["de-DE", "auto", "-1234.5"]),
            "-1.234,5"
        );
        assert_eq!(
            call(format_currency, &["en-US", "USD", "symbol", "", "-1"]),
            "-$1.00"
        );
        assert_eq!(call(format_percent, &["en-US", "25"]), "25%");
        assert_eq!(call(format_compact, &["en", "", "1234"]), "1.2K");
        assert_eq!(
            call(display_name, &["en", "region", "US", "long", ""]),
            "United States"
        );
        assert_eq!(call(display_name, &["en", "region", "1", "long", ""]), "");
        assert_eq!(call(format_decimal, &["en", "auto", "not a number"]), "");
        assert_eq!(
            call(unit_pattern, &["en", "kilometer", "short", "2"]),
            "{0} km"
        );
        assert_eq!(
            call(unit_pattern, &["en", "kilometer", "long", "1"]),
            "{0} kilometer"
        );
        assert_eq!(
            call(unit_pattern, &["en", "centimeter", "long", "2"]),
            "{0} centimeters"
        );
        assert_eq!(call(unit_pattern, &["en", "no-such-unit", "long", "1"]), "");
        assert_eq!(call(currency_display_name, &["en", "USD"]), "US Dollar");
        assert_eq!(
            call(display_name, &["de", "currency", "EUR", "long", ""]),
            "Euro"
        );
    }
}
