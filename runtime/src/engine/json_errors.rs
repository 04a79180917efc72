//! V8's `JSON.parse` error messages. Boa reports syntax errors in serde_json's words ("key
//! must be a string at line 1 column 2"); programs print V8's ("Expected property name or
//! '}' in JSON at position 1 (line 1 column 2)"), and servers send them back to clients
//! (body-parser). When Boa's `JSON.parse` throws a SyntaxError, `engine_fixes.rs` asks
//! [`v8_message`] for V8's text: a scan of the input, in UTF-16 code units as V8 counts
//! positions, that stops at the first error V8's parser would report. Valid input never
//! comes here, so parsing keeps Boa's speed.

/// Context shown around an unexpected token in long inputs, in code units.
const CONTEXT: usize = 10;

/// Inputs at most this long are quoted whole in "Unexpected token" messages.
const SHORT_SOURCE: usize = CONTEXT * 2 + 1;

/// Why parsing stopped, and where.
enum Failure {
    /// A token V8 has no better words for, at this position (end of input included).
    Unexpected(usize),
    /// One of V8's specific messages (without the position), at this position.
    Message(&'static str, usize),
}

/// V8's message for the first syntax error in `text`, or `None` if V8 would accept it.
pub(crate) fn v8_message(text: &[u16]) -> Option<String> {
    let failure = Scanner { text, pos: 0 }.document().err()?;
    Some(match failure {
        Failure::Message(what, pos) => format!("{what} at {}", location(text, pos)),
        Failure::Unexpected(pos) => unexpected(text, pos),
    })
}

/// `position N (line L column C)`, counting `\r\n`, `\r` and `\n` as line breaks.
fn location(text: &[u16], pos: usize) -> String {
    let (cr, lf) = (u16::from(b'\r'), u16::from(b'\n'));
    let end = pos.min(text.len());
    let mut line = 1;
    let mut line_start = 0;
    let mut i = 0;
    while i < end {
        if text[i] == cr && i + 1 < end && text[i + 1] == lf {
            i += 1;
        }
        if text[i] == cr || text[i] == lf {
            line += 1;
            line_start = i + 1;
        }
        i += 1;
    }
    format!(
        "position {pos} (line {line} column {})",
        pos - line_start + 1
    )
}

fn unexpected(text: &[u16], pos: usize) -> String {
    let Some(&c) = text.get(pos) else {
        return "Unexpected end of JSON input".to_string();
    };
    if c == u16::from(b'"') {
        return format!("Unexpected string in JSON at {}", location(text, pos));
    }
    if c == u16::from(b'-') || (u16::from(b'0')..=u16::from(b'9')).contains(&c) {
        return format!("Unexpected number in JSON at {}", location(text, pos));
    }
    let whole = String::from_utf16_lossy(text);
    if ["[object Object]", "undefined", "Infinity", "NaN"].contains(&whole.as_str()) {
        return format!("\"{whole}\" is not valid JSON");
    }
    let token = String::from_utf16_lossy(&[c]);
    let len = text.len();
    if len <= SHORT_SOURCE {
        return format!("Unexpected token '{token}', \"{whole}\" is not valid JSON");
    }
    let piece = |from: usize, to: usize| String::from_utf16_lossy(&text[from..to.min(len)]);
    if pos < CONTEXT {
        format!(
            "Unexpected token '{token}', \"{}\"... is not valid JSON",
            piece(0, pos + CONTEXT)
        )
    } else if pos < len - CONTEXT {
        format!(
            "Unexpected token '{token}', ...\"{}\"... is not valid JSON",
            piece(pos - CONTEXT, pos + CONTEXT)
        )
    } else {
        format!(
            "Unexpected token '{token}', ...\"{}\" is not valid JSON",
            piece(pos - CONTEXT, len)
        )
    }
}

/// What the scanner is inside of (kept on a heap stack: nesting depth is not bounded).
enum Open {
    Array,
    Object,
}

struct Scanner<'t> {
    text: &'t [u16],
    pos: usize,
}

fn is(c: Option<u16>, b: u8) -> bool {
    c == Some(u16::from(b))
}

fn digit(c: Option<u16>) -> bool {
    matches!(c, Some(c) if (u16::from(b'0')..=u16::from(b'9')).contains(&c))
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u16> {
        self.text.get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(c) if c == 0x20 || c == 0x09 || c == 0x0a || c == 0x0d) {
            self.pos += 1;
        }
    }

    fn document(&mut self) -> Result<(), Failure> {
        let mut stack: Vec<Open> = Vec::new();
        'value: loop {
            self.skip_space();
            // One value; containers push and continue with their first member.
            match self.peek() {
                Some(c) if c == u16::from(b'[') => {
                    self.pos += 1;
                    self.skip_space();
                    if is(self.peek(), b']') {
                        self.pos += 1;
                    } else {
                        stack.push(Open::Array);
                        continue 'value;
                    }
                }
                Some(c) if c == u16::from(b'{') => {
                    self.pos += 1;
                    self.skip_space();
                    if is(self.peek(), b'}') {
                        self.pos += 1;
                    } else {
                        self.property_name(true)?;
                        stack.push(Open::Object);
                        continue 'value;
                    }
                }
                Some(c) if c == u16::from(b'"') => self.string()?,
                Some(c) if c == u16::from(b'-') || digit(Some(c)) => self.number()?,
                Some(c) if c == u16::from(b't') => self.literal("true")?,
                Some(c) if c == u16::from(b'f') => self.literal("false")?,
                Some(c) if c == u16::from(b'n') => self.literal("null")?,
                _ => return Err(Failure::Unexpected(self.pos)),
            }
            // After a value: close containers, or go on with the next member.
            loop {
                self.skip_space();
                match stack.last() {
                    None => {
                        return if self.pos < self.text.len() {
                            Err(Failure::Message(
                                "Unexpected non-whitespace character after JSON",
                                self.pos,
                            ))
                        } else {
                            Ok(())
                        };
                    }
                    Some(Open::Array) => {
                        if is(self.peek(), b',') {
                            self.pos += 1;
                            continue 'value;
                        }
                        if is(self.peek(), b']') {
                            self.pos += 1;
                            stack.pop();
                            continue;
                        }
                        return Err(Failure::Message(
                            "Expected ',' or ']' after array element in JSON",
                            self.pos,
                        ));
                    }
                    Some(Open::Object) => {
                        if is(self.peek(), b',') {
                            self.pos += 1;
                            self.skip_space();
                            self.property_name(false)?;
                            continue 'value;
                        }
                        if is(self.peek(), b'}') {
                            self.pos += 1;
                            stack.pop();
                            continue;
                        }
                        return Err(Failure::Message(
                            "Expected ',' or '}' after property value in JSON",
                            self.pos,
                        ));
                    }
                }
            }
        }
    }

    /// A property name and its colon (the cursor is on the name's first character).
    fn property_name(&mut self, first: bool) -> Result<(), Failure> {
        if !is(self.peek(), b'"') {
            let what = if first {
                "Expected property name or '}' in JSON"
            } else {
                "Expected double-quoted property name in JSON"
            };
            return Err(Failure::Message(what, self.pos));
        }
        self.string()?;
        self.skip_space();
        if !is(self.peek(), b':') {
            return Err(Failure::Message(
                "Expected ':' after property name in JSON",
                self.pos,
            ));
        }
        self.pos += 1;
        Ok(())
    }

    fn string(&mut self) -> Result<(), Failure> {
        self.pos += 1;
        loop {
            let Some(c) = self.peek() else {
                return Err(Failure::Message("Unterminated string in JSON", self.pos));
            };
            if c == u16::from(b'"') {
                self.pos += 1;
                return Ok(());
            }
            if c < 0x20 {
                return Err(Failure::Message(
                    "Bad control character in string literal in JSON",
                    self.pos,
                ));
            }
            if c == u16::from(b'\\') {
                self.pos += 1;
                match self.peek() {
                    Some(e) if b"\"\\/bfnrt".iter().any(|&b| u16::from(b) == e) => self.pos += 1,
                    Some(e) if e == u16::from(b'u') => {
                        self.pos += 1;
                        for _ in 0..4 {
                            match self.peek() {
                                Some(h)
                                    if char::from_u32(u32::from(h))
                                        .is_some_and(|h| h.is_ascii_hexdigit()) =>
                                {
                                    self.pos += 1
                                }
                                Some(_) => {
                                    return Err(Failure::Message(
                                        "Bad Unicode escape in JSON",
                                        self.pos,
                                    ))
                                }
                                None => {
                                    return Err(Failure::Message(
                                        "Unterminated string in JSON",
                                        self.pos,
                                    ))
                                }
                            }
                        }
                    }
                    Some(_) => {
                        return Err(Failure::Message("Bad escaped character in JSON", self.pos))
                    }
                    None => return Err(Failure::Message("Unterminated string in JSON", self.pos)),
                }
                continue;
            }
            self.pos += 1;
        }
    }

    fn number(&mut self) -> Result<(), Failure> {
        if is(self.peek(), b'-') {
            self.pos += 1;
            if !digit(self.peek()) {
                return Err(Failure::Message(
                    "No number after minus sign in JSON",
                    self.pos,
                ));
            }
        }
        if is(self.peek(), b'0') {
            self.pos += 1;
            if digit(self.peek()) {
                return Err(Failure::Unexpected(self.pos));
            }
        } else {
            while digit(self.peek()) {
                self.pos += 1;
            }
        }
        if is(self.peek(), b'.') {
            self.pos += 1;
            if !digit(self.peek()) {
                return Err(Failure::Message(
                    "Unterminated fractional number in JSON",
                    self.pos,
                ));
            }
            while digit(self.peek()) {
                self.pos += 1;
            }
        }
        if is(self.peek(), b'e') || is(self.peek(), b'E') {
            self.pos += 1;
            if is(self.peek(), b'+') || is(self.peek(), b'-') {
                self.pos += 1;
            }
            if !digit(self.peek()) {
                return Err(Failure::Message(
                    "Exponent part is missing a number in JSON",
                    self.pos,
                ));
            }
            while digit(self.peek()) {
                self.pos += 1;
            }
        }
        Ok(())
    }

    fn literal(&mut self, word: &str) -> Result<(), Failure> {
        for b in word.bytes() {
            if !is(self.peek(), b) {
                return Err(Failure::Unexpected(self.pos));
            }
            self.pos += 1;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::v8_message;

    fn msg(s: &str) -> String {
        let units: Vec<u16> = s.encode_utf16().collect();
        v8_message(&units).unwrap_or_else(|| "ok".to_string())
    }

    #[test]
    fn messages_match_v8() {
        let cases = [
            (
                "{bad",
                "Expected property name or '}' in JSON at position 1 (line 1 column 2)",
            ),
            ("", "Unexpected end of JSON input"),
            ("[1,", "Unexpected end of JSON input"),
            (
                "{\"a\":1,}",
                "Expected double-quoted property name in JSON at position 7 (line 1 column 8)",
            ),
            ("[1,]", "Unexpected token ']', \"[1,]\" is not valid JSON"),
            (
                "{\"a\" 1}",
                "Expected ':' after property name in JSON at position 5 (line 1 column 6)",
            ),
            (
                "[1 2]",
                "Expected ',' or ']' after array element in JSON at position 3 (line 1 column 4)",
            ),
            ("undefined", "\"undefined\" is not valid JSON"),
            (
                "\"a\u{1}b\"",
                "Bad control character in string literal in JSON at position 2 (line 1 column 3)",
            ),
            (
                "\"\\u12\"",
                "Bad Unicode escape in JSON at position 5 (line 1 column 6)",
            ),
            (
                "01",
                "Unexpected number in JSON at position 1 (line 1 column 2)",
            ),
            (
                "1.",
                "Unterminated fractional number in JSON at position 2 (line 1 column 3)",
            ),
            (
                "-",
                "No number after minus sign in JSON at position 1 (line 1 column 2)",
            ),
            (
                "\"a\"\n}",
                "Unexpected non-whitespace character after JSON at position 4 (line 2 column 1)",
            ),
            (
                "{\"a\":tru}",
                "Unexpected token '}', \"{\"a\":tru}\" is not valid JSON",
            ),
            (
                &"a".repeat(50),
                "Unexpected token 'a', \"aaaaaaaaaa\"... is not valid JSON",
            ),
            (
                "{\"key\": \"value\", \"other\": [1, 2, {\"deep\": nope}]}",
                "Unexpected token 'o', ...\"{\"deep\": nope}]}\" is not valid JSON",
            ),
            ("{\"a\": [1, {\"b\": null}], \"c\": -1.5e+3}", "ok"),
        ];
        let nested = format!("{}1{}", "[".repeat(24), "]".repeat(24));
        assert_eq!(msg(&nested), "ok");
        for (input, want) in cases {
            assert_eq!(msg(input), want, "{input:?}");
        }
    }

    #[test]
    fn deep_nesting_does_not_recurse() {
        let deep = format!("{}1{}", "[".repeat(1_000_000), "]".repeat(999_999));
        assert_eq!(
            msg(&deep),
            "Expected ',' or ']' after array element in JSON at position 2000000 \
             (line 1 column 2000001)"
        );
    }
}
