//! `NODE_OPTIONS`: options taken from the environment as if they came first on the command
//! line, as Node reads them. The value is split at spaces; double quotes group a value with
//! spaces in it and a backslash inside them escapes the next character. Only options are
//! allowed, and not those Node refuses there (code to run, the REPL, the test runner, V8's
//! own flags, `--expose-internals`); what Node refuses is an error that stops the process
//! (exit 9). The options act as given but do not show in `process.execArgv`.

/// Options minirt accepts on the command line that Node does not allow in `NODE_OPTIONS`.
const NOT_ALLOWED: &[&str] = &[
    "-e",
    "--eval",
    "-p",
    "--print",
    "-pe",
    "-i",
    "--interactive",
    "-h",
    "--help",
    "-v",
    "--version",
    "--test",
    "--expose-internals",
    "--expose_internals",
    "--allow-natives-syntax",
    "--allow_natives_syntax",
    "--expose-externalize-string",
    "--expose_externalize_string",
    "--stack-size",
    "--env-file",
    "--run",
    "-c",
    "--check",
    "--env-file-if-exists",
    "-",
    "--",
];

/// The variable's words, or why it cannot be split.
pub fn split(value: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quoted = false;
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                quoted = !quoted;
                in_word = true;
            }
            '\\' if quoted => match chars.next() {
                Some(next) => word.push(next),
                None => return Err("invalid value for NODE_OPTIONS (invalid escape)".into()),
            },
            c if c.is_whitespace() && !quoted => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if quoted {
        return Err("invalid value for NODE_OPTIONS (unterminated string)".into());
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// Refuses an option Node does not allow there (words that are not options are values, or
/// a script, which the caller finds when it parses them).
pub fn check(words: &[String]) -> Result<(), String> {
    for w in words.iter().filter(|w| w.starts_with('-')) {
        let name = match w.split_once('=') {
            Some((n, _)) if n.starts_with("--") => n,
            _ => w.as_str(),
        };
        if NOT_ALLOWED.contains(&name) {
            return Err(format!("{name} is not allowed in NODE_OPTIONS"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{check, split};

    #[test]
    fn words_split_at_spaces_and_group_in_quotes() {
        assert_eq!(
            split(r#" --title "a b"  --no-warnings --x="c\"d" "#).unwrap_or_default(),
            vec!["--title", "a b", "--no-warnings", r#"--x=c"d"#]
        );
        assert!(split(r#"--title "a"#).is_err());
        assert_eq!(split("").unwrap_or_default(), Vec::<String>::new());
    }

    #[test]
    fn code_and_runner_options_are_refused() {
        assert!(check(&["--title".into(), "x y".into()]).is_ok());
        assert_eq!(
            check(&["-e".into(), "1".into()]),
            Err("-e is not allowed in NODE_OPTIONS".into())
        );
        assert!(check(&["--test".into()]).is_err());
        assert!(check(&["--expose-internals".into()]).is_err());
    }
}
