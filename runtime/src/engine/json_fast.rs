//! `JSON.parse` without a reviver, read straight into values.
//!
//! Boa 0.22 checks a JSON text with serde_json and then parses it again as a JavaScript
//! expression with its full parser and evaluates that: ~14 µs for a 30-byte object, about
//! a hundred times V8's, paid by every program that reads JSON (package.json included).
//! This reader builds the objects, arrays and strings directly from the text's code units
//! (one-byte or two-byte, as the string holds them), on the shared shapes native objects
//! use (`engine/shared_shape.rs`), so objects with the same keys in the same order share
//! their shape as they do when the engine builds them. It follows ECMA-404 as V8 reads it:
//! escaped lone surrogates stay in the string, numbers beyond the double range become
//! ±Infinity, a repeated key keeps its first place and its last value.
//!
//! Anything it does not accept (a syntax error, nesting deeper than [`MAX_DEPTH`]) is left
//! to the caller, which goes the engine's way and so reports the error as before.

use boa_engine::object::builtins::JsArray;
use boa_engine::property::{PropertyDescriptor, PropertyKey};
use boa_engine::string::JsStrVariant;
use boa_engine::{Context, JsString, JsValue};

use super::shared_shape::plain_object;

/// Deeper nesting goes the engine's (slower) way; the reader recurses once per level.
const MAX_DEPTH: usize = 512;

/// The value of `text`, or None when this reader does not take the text.
pub fn parse(text: &JsString, ctx: &mut Context) -> Option<JsValue> {
    match text.as_str().variant() {
        JsStrVariant::Latin1(units) => Reader { units, at: 0 }.document(ctx),
        JsStrVariant::Utf16(units) => Reader { units, at: 0 }.document(ctx),
    }
}

/// A code unit of either string representation.
trait Unit: Copy {
    fn get(self) -> u16;
    /// A string of these units, kept in this representation.
    fn string(units: &[Self]) -> JsString;
}

impl Unit for u8 {
    fn get(self) -> u16 {
        u16::from(self)
    }
    fn string(units: &[u8]) -> JsString {
        JsString::from(boa_engine::string::JsStr::latin1(units))
    }
}

impl Unit for u16 {
    fn get(self) -> u16 {
        self
    }
    fn string(units: &[u16]) -> JsString {
        JsString::from(units)
    }
}

struct Reader<'a, U> {
    units: &'a [U],
    at: usize,
}

impl<U: Unit> Reader<'_, U> {
    fn peek(&self) -> Option<u16> {
        self.units.get(self.at).map(|u| u.get())
    }

    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if !matches!(c, 0x20 | 0x09 | 0x0a | 0x0d) {
                break;
            }
            self.at += 1;
        }
    }

    fn eat(&mut self, c: u8) -> Option<()> {
        (self.peek() == Some(u16::from(c))).then(|| self.at += 1)
    }

    fn document(mut self, ctx: &mut Context) -> Option<JsValue> {
        self.skip_space();
        let v = self.value(ctx, 0)?;
        self.skip_space();
        (self.at == self.units.len()).then_some(v)
    }

    fn value(&mut self, ctx: &mut Context, depth: usize) -> Option<JsValue> {
        match u8::try_from(self.peek()?).ok()? {
            b'{' => self.object(ctx, depth + 1),
            b'[' => self.array(ctx, depth + 1),
            b'"' => self.string().map(JsValue::from),
            b't' => self.word("true").map(|()| JsValue::from(true)),
            b'f' => self.word("false").map(|()| JsValue::from(false)),
            b'n' => self.word("null").map(|()| JsValue::null()),
            b'-' | b'0'..=b'9' => self.number().map(JsValue::from),
            _ => None,
        }
    }

    fn word(&mut self, w: &str) -> Option<()> {
        for b in w.bytes() {
            self.eat(b)?;
        }
        Some(())
    }

    fn object(&mut self, ctx: &mut Context, depth: usize) -> Option<JsValue> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.at += 1;
        let obj = plain_object(ctx);
        self.skip_space();
        if self.eat(b'}').is_some() {
            return Some(obj.into());
        }
        loop {
            self.skip_space();
            let key = self.string()?;
            self.skip_space();
            self.eat(b':')?;
            self.skip_space();
            let v = self.value(ctx, depth)?;
            // CreateDataProperty: a repeated key keeps its place and takes the new value.
            obj.insert_property(
                PropertyKey::from(key),
                PropertyDescriptor::builder()
                    .value(v)
                    .writable(true)
                    .enumerable(true)
                    .configurable(true),
            );
            self.skip_space();
            if self.eat(b',').is_some() {
                continue;
            }
            self.eat(b'}')?;
            return Some(obj.into());
        }
    }

    fn array(&mut self, ctx: &mut Context, depth: usize) -> Option<JsValue> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.eat(b']').is_none() {
            loop {
                self.skip_space();
                items.push(self.value(ctx, depth)?);
                self.skip_space();
                if self.eat(b',').is_some() {
                    continue;
                }
                self.eat(b']')?;
                break;
            }
        }
        Some(JsArray::from_iter(items, ctx).into())
    }

    /// A string token (the reader is on its `"`).
    fn string(&mut self) -> Option<JsString> {
        self.eat(b'"')?;
        let start = self.at;
        // The common case: no escapes, taken as one slice.
        loop {
            let c = self.peek()?;
            if c == u16::from(b'"') {
                let piece = &self.units[start..self.at];
                self.at += 1;
                return Some(U::string(piece));
            }
            if c == u16::from(b'\\') {
                break;
            }
            if c < 0x20 {
                return None;
            }
            self.at += 1;
        }
        let mut out: Vec<u16> = self.units[start..self.at].iter().map(|u| u.get()).collect();
        loop {
            let c = self.peek()?;
            self.at += 1;
            match c {
                0x22 => return Some(JsString::from(out.as_slice())),
                0x5c => {
                    let e = u8::try_from(self.peek()?).ok()?;
                    self.at += 1;
                    out.push(match e {
                        b'"' => 0x22,
                        b'\\' => 0x5c,
                        b'/' => 0x2f,
                        b'b' => 0x08,
                        b'f' => 0x0c,
                        b'n' => 0x0a,
                        b'r' => 0x0d,
                        b't' => 0x09,
                        b'u' => self.hex4()?,
                        _ => return None,
                    });
                }
                c if c < 0x20 => return None,
                c => out.push(c),
            }
        }
    }

    fn hex4(&mut self) -> Option<u16> {
        let mut v: u16 = 0;
        for _ in 0..4 {
            let d = char::from_u32(u32::from(self.peek()?))?.to_digit(16)?;
            v = v * 16 + d as u16;
            self.at += 1;
        }
        Some(v)
    }

    /// A number token: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    fn number(&mut self) -> Option<f64> {
        let start = self.at;
        self.eat(b'-');
        if self.eat(b'0').is_none() {
            self.digits()?;
        }
        if self.eat(b'.').is_some() {
            self.digits()?;
        }
        if self.eat(b'e').is_some() || self.eat(b'E').is_some() {
            if self.eat(b'+').is_none() {
                self.eat(b'-');
            }
            self.digits()?;
        }
        let text: String = self.units[start..self.at]
            .iter()
            .map(|u| char::from(u.get() as u8))
            .collect();
        // Rust's parse rounds correctly and gives ±inf beyond the double range, as V8.
        text.parse::<f64>().ok()
    }

    /// One or more decimal digits.
    fn digits(&mut self) -> Option<()> {
        let start = self.at;
        while self.peek().is_some_and(|c| (0x30..=0x39).contains(&c)) {
            self.at += 1;
        }
        (self.at > start).then_some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boa_engine::{js_string, Source};

    fn via_fast(text: &str) -> Option<String> {
        let ctx = &mut Context::default();
        let v = parse(&JsString::from(text), ctx)?;
        ctx.global_object()
            .set(js_string!("v"), v, false, ctx)
            .unwrap();
        let out = ctx
            .eval(Source::from_bytes(
                "JSON.stringify(v, (k, x) => Object.is(x, -0) ? '-0' : x === Infinity ? 'inf' : x)",
            ))
            .unwrap();
        Some(out.as_string().unwrap().to_std_string_escaped())
    }

    #[test]
    fn reads_what_json_allows() {
        assert_eq!(
            via_fast(r#" {"a":1,"b":[1,2,{"c":null}],"d":"x\"y"} "#).as_deref(),
            Some(r#"{"a":1,"b":[1,2,{"c":null}],"d":"x\"y"}"#)
        );
        assert_eq!(
            via_fast("[true,false,-0,1e400,0.5e-3]").as_deref(),
            Some(r#"[true,false,"-0","inf",0.0005]"#)
        );
        // A repeated key keeps its first place and its last value; integer keys first.
        assert_eq!(
            via_fast(r#"{"b":1,"a":2,"b":3,"1":4}"#).as_deref(),
            Some(r#"{"1":4,"b":3,"a":2}"#)
        );
        assert_eq!(
            via_fast(r#""\u00e9\ud83d\ude00\t""#).as_deref(),
            Some(r#""é😀\t""#)
        );
        assert_eq!(via_fast(r#""\ud800""#).as_deref(), Some(r#""\ud800""#));
        assert_eq!(
            via_fast(r#"{"__proto__":1}"#).as_deref(),
            Some(r#"{"__proto__":1}"#)
        );
    }

    #[test]
    fn leaves_everything_else_to_the_engine() {
        for bad in [
            "",
            " ",
            "{",
            "[1,]",
            "{\"a\":1,}",
            "01",
            "1.",
            ".5",
            "-",
            "1e",
            "+1",
            "'a'",
            "\"\t\"",
            "\"\\x\"",
            "\"\\u12\"",
            "nul",
            "[1] 2",
            "{a:1}",
            "NaN",
        ] {
            assert_eq!(via_fast(bad), None, "{bad:?}");
        }
        let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
        assert_eq!(via_fast(&deep), None);
    }
}
