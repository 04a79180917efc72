//! Opt-in fault injection for the syscall wrappers in `sys`: make chosen calls fail with an
//! errno (EINTR, EIO, ENOSPC, EMFILE, EAGAIN, ...) or move fewer bytes than asked, so tests can
//! prove that every caller retries EINTR, completes short transfers, closes its descriptors
//! and reports errors with Node's shape (docs/FS-SEMANTICS.md, "Fault injection").
//!
//! Off by default, and then free: each wrapper does one relaxed load of [`ON`] and nothing
//! else. Rules come from `MINIRT_FS_FAULTS` (read once at start-up, [`init_from_env`]) or from
//! `internalBinding('fs_faults').set(spec)` / `.clear()` in tests.
//!
//! While rules are set, the wrappers record which path each descriptor they open came from,
//! so rules with `path=` also match `read`/`write`/`close`/... on that descriptor. The map is
//! dropped on `clear()`.

use std::collections::BTreeMap;
use std::os::fd::RawFd;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

/// True while at least one rule is set. Read relaxed: a wrapper that misses a change made on
/// another thread at the same moment simply runs without faults for that call.
static ON: AtomicBool = AtomicBool::new(false);

static STATE: Mutex<State> = Mutex::new(State {
    rules: Vec::new(),
    fds: BTreeMap::new(),
    fired: 0,
});

/// The name of the environment variable read at start-up.
pub const ENV_VAR: &str = "MINIRT_FS_FAULTS";

/// A family of syscalls a rule can target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    /// `open`.
    Open,
    /// `close`. The descriptor is always really closed (as Linux does even when close
    /// fails); the injected error is reported afterwards.
    Close,
    /// `read`, `pread`, `readv`, `preadv`.
    Read,
    /// `write`, `pwrite`, `writev`, `pwritev`.
    Write,
    /// `fstat`, `statx` on a descriptor.
    Fstat,
    /// `fsync`, `fdatasync`.
    Fsync,
    /// `ftruncate`.
    Ftruncate,
    /// `copy_file_range`, `sendfile` (copyFile's data transfer; matched on the destination).
    Copy,
    /// `mkdir`.
    Mkdir,
    /// `rename` (matched on either path).
    Rename,
    /// `unlink`.
    Unlink,
    /// `rmdir`.
    Rmdir,
}

const CALLS: &[(&str, Call)] = &[
    ("open", Call::Open),
    ("close", Call::Close),
    ("read", Call::Read),
    ("write", Call::Write),
    ("fstat", Call::Fstat),
    ("fsync", Call::Fsync),
    ("ftruncate", Call::Ftruncate),
    ("copy", Call::Copy),
    ("mkdir", Call::Mkdir),
    ("rename", Call::Rename),
    ("unlink", Call::Unlink),
    ("rmdir", Call::Rmdir),
];

impl Call {
    /// Calls that move bytes: the only ones `short=` and `after=` make sense for.
    fn moves_bytes(self) -> bool {
        matches!(self, Call::Read | Call::Write | Call::Copy)
    }
}

/// What a call is about, for `path=` matching.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Target<'a> {
    Path(&'a [u8]),
    Two(&'a [u8], &'a [u8]),
    Fd(RawFd),
}

/// What a rule does when it fires.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Effect {
    Errno(i32),
    Short(usize),
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Rule {
    call: Call,
    effect: Effect,
    path: Option<Vec<u8>>,
    /// Fire at most this many times (`None`: every matching call).
    count: Option<u64>,
    /// Let this many matching calls through first.
    skip: u64,
    /// Let this many bytes through first (byte-moving calls only).
    after: Option<u64>,
    // Progress.
    seen: u64,
    fired: u64,
    bytes: u64,
}

struct State {
    rules: Vec<Rule>,
    fds: BTreeMap<RawFd, Vec<u8>>,
    /// Faults injected since the rules were last set.
    fired: u64,
}

/// The verdict for one attempt of a syscall.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fault {
    /// Fail with this OS errno (without issuing the call, except for `close`).
    Fail(i32),
    /// Issue the call with at most this many bytes (≥ 1, below the length asked for).
    Short(usize),
}

/// Are any rules set? One relaxed load; the wrappers skip everything else when false.
#[inline(always)]
pub(crate) fn on() -> bool {
    ON.load(Ordering::Relaxed)
}

fn state() -> MutexGuard<'static, State> {
    // A panic while holding the lock cannot leave the state inconsistent in a way that
    // matters for fault injection, so a poisoned lock is simply taken over.
    STATE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Replaces the rules with those of `spec` (an empty spec clears them).
///
/// # Errors
/// A message naming the bad rule and why; the previous rules are kept then.
pub fn set(spec: &str) -> Result<(), String> {
    let rules = parse(spec)?;
    let mut st = state();
    let enable = !rules.is_empty();
    st.rules = rules;
    st.fds.clear();
    st.fired = 0;
    ON.store(enable, Ordering::Relaxed);
    Ok(())
}

/// Removes every rule and the descriptor map.
pub fn clear() {
    let mut st = state();
    ON.store(false, Ordering::Relaxed);
    st.rules.clear();
    st.fds.clear();
    st.fired = 0;
}

/// How many faults were injected since the rules were last set.
#[must_use]
pub fn fired() -> u64 {
    state().fired
}

/// Is any rule set for `call`?
pub(crate) fn has_rules_for(call: Call) -> bool {
    state().rules.iter().any(|r| r.call == call)
}

/// Reads [`ENV_VAR`] once; unset or empty means no faults.
///
/// # Errors
/// The parse error for an invalid spec (the CLI prints it and exits with code 9).
pub fn init_from_env() -> Result<(), String> {
    match std::env::var_os(ENV_VAR) {
        None => Ok(()),
        Some(v) => match v.to_str() {
            Some(s) => set(s),
            None => Err("the value is not valid UTF-8".into()),
        },
    }
}

/// Records the path of a descriptor a wrapper just opened (only called while [`on`]).
pub(crate) fn opened(fd: RawFd, path: &[u8]) {
    let mut st = state();
    if !st.rules.is_empty() {
        st.fds.insert(fd, path.to_vec());
    }
}

/// Forgets a descriptor that was closed (only called while [`on`]).
pub(crate) fn closed(fd: RawFd) {
    state().fds.remove(&fd);
}

/// Consults the rules for one attempt of `call` on `target` moving `len` bytes.
/// `retry` is true when the wrapper is retrying after EINTR: EINTR rules never fire on a
/// retry, so each matching call is interrupted once and then goes through.
pub(crate) fn check(call: Call, target: Target<'_>, len: usize, retry: bool) -> Option<Fault> {
    state().check(call, target, len, retry)
}

impl State {
    #[cfg(test)]
    fn with_rules(rules: Vec<Rule>) -> State {
        State {
            rules,
            fds: BTreeMap::new(),
            fired: 0,
        }
    }

    fn check(&mut self, call: Call, target: Target<'_>, len: usize, retry: bool) -> Option<Fault> {
        let st = self;
        let mut verdict = None;
        for rule in &mut st.rules {
            if rule.call != call || (retry && rule.effect == Effect::Errno(libc::EINTR)) {
                continue;
            }
            if let Some(pat) = &rule.path {
                let matches = match target {
                    Target::Path(p) => glob(pat, p),
                    Target::Two(a, b) => glob(pat, a) || glob(pat, b),
                    Target::Fd(fd) => st.fds.get(&fd).is_some_and(|p| glob(pat, p)),
                };
                if !matches {
                    continue;
                }
            }
            rule.seen += 1;
            if rule.seen <= rule.skip || rule.count.is_some_and(|c| rule.fired >= c) {
                continue;
            }
            if let Some(after) = rule.after {
                let left = after.saturating_sub(rule.bytes);
                let len64 = len as u64;
                if len64 <= left {
                    rule.bytes += len64;
                    continue;
                }
                if left > 0 {
                    // The call that crosses the limit moves exactly up to it, as a filling
                    // disk does; the next one gets the rule's effect.
                    rule.bytes = after;
                    verdict = Some(Fault::Short(left as usize));
                    break;
                }
            }
            let fault = match rule.effect {
                Effect::Errno(e) => Fault::Fail(e),
                Effect::Short(k) if k < len => Fault::Short(k),
                // Already short enough (or an empty transfer): nothing to inject.
                Effect::Short(_) => continue,
            };
            rule.fired += 1;
            verdict = Some(fault);
            break;
        }
        if verdict.is_some() {
            st.fired += 1;
        }
        verdict
    }
}

/// `*` matches any run of bytes (including `/`), `?` exactly one byte; everything else
/// matches itself.
fn glob(pat: &[u8], s: &[u8]) -> bool {
    let (mut p, mut i) = (0usize, 0usize);
    // Where to resume after the last `*`: (pattern index after it, input index).
    let mut star: Option<(usize, usize)> = None;
    while i < s.len() {
        match pat.get(p) {
            Some(b'*') => {
                star = Some((p + 1, i));
                p += 1;
            }
            Some(&c) if c == b'?' || c == s[i] => {
                p += 1;
                i += 1;
            }
            _ => match star {
                Some((sp, si)) => {
                    p = sp;
                    i = si + 1;
                    star = Some((sp, si + 1));
                }
                None => return false,
            },
        }
    }
    pat[p.min(pat.len())..].iter().all(|&c| c == b'*')
}

/// OS errno for a name such as `"ENOSPC"`, from the errno table.
fn errno_by_name(name: &str) -> Option<i32> {
    crate::errno::ERROR_MAP
        .iter()
        .find(|e| e.code == name)
        .and_then(|e| {
            let os = -e.errno;
            (os > 0 && crate::errno::uv_errno_from_os(os) == e.errno).then_some(os)
        })
}

fn number(key: &str, v: &str) -> Result<u64, String> {
    v.parse::<u64>()
        .map_err(|_| format!("{key}= needs a non-negative integer, got {v:?}"))
}

fn parse_rule(text: &str) -> Result<Rule, String> {
    let mut parts = text.split(':').map(str::trim);
    let name = parts.next().unwrap_or_default();
    let call = CALLS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, c)| c)
        .ok_or_else(|| {
            let names: Vec<&str> = CALLS.iter().map(|(n, _)| *n).collect();
            format!(
                "unknown syscall {name:?} (expected one of {})",
                names.join(", ")
            )
        })?;
    let mut rule = Rule {
        call,
        effect: Effect::Short(0),
        path: None,
        count: None,
        skip: 0,
        after: None,
        seen: 0,
        fired: 0,
        bytes: 0,
    };
    let mut effect = None;
    for opt in parts {
        let (key, value) = match opt.split_once('=') {
            Some((k, v)) => (k.trim(), Some(v.trim())),
            None => (opt, None),
        };
        let new_effect = match (key, value) {
            ("short", Some(v)) => {
                if !call.moves_bytes() {
                    return Err(format!(
                        "short= only applies to read, write and copy, not {name}"
                    ));
                }
                let k = number("short", v)?;
                if k == 0 {
                    return Err("short= needs at least 1 byte per call".into());
                }
                Some(Effect::Short(usize::try_from(k).unwrap_or(usize::MAX)))
            }
            ("path", Some(v)) if !v.is_empty() => {
                rule.path = Some(v.as_bytes().to_vec());
                None
            }
            ("count", Some(v)) => {
                let n = number("count", v)?;
                if n == 0 {
                    return Err("count= needs at least 1".into());
                }
                rule.count = Some(n);
                None
            }
            ("skip", Some(v)) => {
                rule.skip = number("skip", v)?;
                None
            }
            ("after", Some(v)) => {
                if !call.moves_bytes() {
                    return Err(format!(
                        "after= only applies to read, write and copy, not {name}"
                    ));
                }
                rule.after = Some(number("after", v)?);
                None
            }
            (k, None) if k.starts_with('E') => Some(Effect::Errno(
                errno_by_name(k).ok_or_else(|| format!("unknown errno name {k:?}"))?,
            )),
            _ => return Err(format!("unknown option {opt:?}")),
        };
        if let Some(e) = new_effect {
            if effect.replace(e).is_some() {
                return Err("a rule takes exactly one effect (an errno name or short=K)".into());
            }
        }
    }
    rule.effect = effect
        .ok_or_else(|| "missing effect (an errno name such as EIO, or short=K)".to_string())?;
    Ok(rule)
}

/// Parses a whole spec: rules separated by `;` (empty ones are ignored).
fn parse(spec: &str) -> Result<Vec<Rule>, String> {
    spec.split(';')
        .map(str::trim)
        .enumerate()
        .filter(|(_, r)| !r.is_empty())
        .map(|(i, r)| parse_rule(r).map_err(|e| format!("rule {} ({r:?}): {e}", i + 1)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A private state: the process-wide one would inject faults into the other tests of
    /// this crate, which run in parallel.
    fn local(spec: &str) -> State {
        State::with_rules(parse(spec).unwrap())
    }

    fn one(spec: &str) -> Rule {
        let mut r = parse(spec).unwrap();
        assert_eq!(r.len(), 1, "{spec}");
        r.pop().unwrap()
    }

    #[test]
    fn grammar_accepts_the_documented_forms() {
        let r = one("write:ENOSPC:after=4096:path=*/out.txt");
        assert_eq!(r.call, Call::Write);
        assert_eq!(r.effect, Effect::Errno(libc::ENOSPC));
        assert_eq!(r.after, Some(4096));
        assert_eq!(r.path.as_deref(), Some(&b"*/out.txt"[..]));
        let r = one(" read : short=7 ");
        assert_eq!(r.effect, Effect::Short(7));
        assert_eq!(r.count, None);
        let r = one("open:EMFILE:count=3:skip=2");
        assert_eq!(r.effect, Effect::Errno(libc::EMFILE));
        assert_eq!((r.count, r.skip), (Some(3), 2));
        for (name, e) in [
            ("EINTR", libc::EINTR),
            ("EIO", libc::EIO),
            ("EAGAIN", libc::EAGAIN),
            ("EROFS", libc::EROFS),
        ] {
            assert_eq!(one(&format!("read:{name}")).effect, Effect::Errno(e));
        }
        let all = parse("write:ENOSPC;;read:short=1;open:EMFILE;").unwrap();
        assert_eq!(all.len(), 3);
        assert!(parse("").unwrap().is_empty());
        assert!(parse(" ; ").unwrap().is_empty());
    }

    #[test]
    fn grammar_rejects_bad_specs_with_a_reason() {
        let bad = [
            ("bogus:EIO", "unknown syscall"),
            ("read", "missing effect"),
            ("read:EWHAT", "unknown errno"),
            ("read:short=0", "at least 1 byte"),
            ("read:short=x", "non-negative integer"),
            ("open:short=3", "only applies"),
            ("open:EIO:after=3", "only applies"),
            ("write:EIO:short=3", "exactly one effect"),
            ("write:EIO:count=0", "count= needs at least 1"),
            ("write:EIO:count=-1", "non-negative integer"),
            ("write:EIO:frob=1", "unknown option"),
            ("write:EIO:path=", "unknown option"),
            ("read:eio", "unknown option"),
            ("write:EIO;read:EWHAT", "rule 2"),
        ];
        for (spec, why) in bad {
            let e = parse(spec).unwrap_err();
            assert!(e.contains(why), "{spec}: {e}");
        }
    }

    #[test]
    fn glob_matching() {
        assert!(glob(b"*/out.txt", b"/tmp/x/out.txt"));
        assert!(!glob(b"*/out.txt", b"/tmp/x/out.txt2"));
        assert!(glob(b"/tmp/*", b"/tmp/a/b"));
        assert!(glob(b"a?c", b"abc"));
        assert!(!glob(b"a?c", b"ac"));
        assert!(glob(b"*", b""));
        assert!(glob(b"**x*", b"yyxzz"));
        assert!(!glob(b"abc", b"ab"));
        assert!(!glob(b"ab", b"abc"));
    }

    #[test]
    fn counting_skipping_and_byte_budget() {
        let mut st = local("open:EMFILE:count=2:skip=1");
        let t = Target::Path(b"/x");
        let got: Vec<_> = (0..5).map(|_| st.check(Call::Open, t, 0, false)).collect();
        assert_eq!(
            got,
            [
                None,
                Some(Fault::Fail(libc::EMFILE)),
                Some(Fault::Fail(libc::EMFILE)),
                None,
                None
            ]
        );
        assert_eq!(st.fired, 2);
        assert_eq!(st.check(Call::Read, t, 10, false), None);

        let mut st = local("write:ENOSPC:after=10");
        let fd = Target::Fd(3);
        assert_eq!(st.check(Call::Write, fd, 4, false), None);
        assert_eq!(st.check(Call::Write, fd, 8, false), Some(Fault::Short(6)));
        assert_eq!(
            st.check(Call::Write, fd, 8, false),
            Some(Fault::Fail(libc::ENOSPC))
        );

        let mut st = local("read:short=3");
        assert_eq!(st.check(Call::Read, fd, 10, false), Some(Fault::Short(3)));
        assert_eq!(st.check(Call::Read, fd, 3, false), None);
        assert_eq!(st.check(Call::Read, fd, 0, false), None);

        let mut st = local("write:EINTR");
        assert_eq!(
            st.check(Call::Write, fd, 1, false),
            Some(Fault::Fail(libc::EINTR))
        );
        assert_eq!(st.check(Call::Write, fd, 1, true), None);
        assert_eq!(
            st.check(Call::Write, fd, 1, false),
            Some(Fault::Fail(libc::EINTR))
        );
    }

    #[test]
    fn descriptors_remember_their_path() {
        let mut st = local("write:EIO:path=*/out.txt");
        st.fds.insert(7, b"/tmp/out.txt".to_vec());
        st.fds.insert(8, b"/tmp/other.txt".to_vec());
        assert_eq!(
            st.check(Call::Write, Target::Fd(7), 1, false),
            Some(Fault::Fail(libc::EIO))
        );
        assert_eq!(st.check(Call::Write, Target::Fd(8), 1, false), None);
        assert_eq!(st.check(Call::Write, Target::Fd(9), 1, false), None);
        let mut st = local("rename:EXDEV:path=*/b");
        assert_eq!(
            st.check(Call::Rename, Target::Two(b"/a", b"/b"), 0, false),
            Some(Fault::Fail(libc::EXDEV))
        );
    }

    #[test]
    fn a_bad_spec_keeps_the_previous_rules() {
        // A path no other test uses, so the global rule cannot touch them.
        set("read:EIO:path=/nonexistent-fault-test/*").unwrap();
        assert!(set("read:nope").is_err());
        assert!(on());
        assert_eq!(state().rules.len(), 1);
        opened(1000, b"/nonexistent-fault-test/f");
        assert_eq!(
            check(Call::Read, Target::Fd(1000), 1, false),
            Some(Fault::Fail(libc::EIO))
        );
        closed(1000);
        assert_eq!(check(Call::Read, Target::Fd(1000), 1, false), None);
        clear();
        assert!(!on());
    }
}
