//! Whether a short spin (the pool worker's linger, the JS thread's poll before parking) is
//! worth its CPU right now.
//!
//! A spin pays only when the thread it waits for runs on another CPU meanwhile. When the
//! machine is busy (another process computing, several minirt processes at once) the
//! spinning thread takes the very CPU the awaited thread needs, and the scheduler makes
//! both wait whole time slices: on 2 CPUs with one other busy process, 1 KiB reads one at a
//! time fell to a fifth of Node's rate. Two signals turn spinning off:
//!
//! * **Preemption.** Every thread looks at its own count of involuntary context switches
//!   (`getrusage(RUSAGE_THREAD)`, no fd, well under a microsecond) at most once per
//!   [`CHECK_EVERY`]; when the scheduler took the CPU from it since the last look, threads
//!   may be queueing for CPUs; [`SIGNS`] such signs within [`SIGN_WINDOW`] (a rate an idle
//!   machine does not reach) stop every thread of the process from spinning for
//!   [`QUIET_FOR`] (a shared deadline).
//!   (The run-queue wait in `/proc/thread-self/schedstat` says the same more
//!   precisely, but needs an fd per thread, which programs counting their fds would see,
//!   and opening one from a worker could take an fd number a job is about to use.)
//! * **Spins that did not pay.** A spin that ran out without its event, or that noticed it
//!   had been descheduled in the middle (a gap in its own clock), makes that thread skip
//!   its next spins, twice as many after each further miss (up to [`MAX_SKIP`]); a spin
//!   that pays resets it.
//!
//! An idle machine keeps every spin (no run-queue wait, spins that pay); a busy one parks
//! at once, as libuv always does.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// How often a thread looks at its involuntary context switches.
const CHECK_EVERY: Duration = Duration::from_millis(2);
/// How long spinning stays off once contention is seen.
const QUIET_FOR: Duration = Duration::from_millis(100);
/// Contention is this many signs (preemptions seen) within [`SIGN_WINDOW`].
const SIGNS: u32 = 8;
const SIGN_WINDOW: Duration = Duration::from_millis(25);
/// Most spins a thread skips after misses in a row.
const MAX_SKIP: u32 = 256;
/// A gap this long between two looks of a spin means the spinner was descheduled.
pub const PREEMPTED_GAP: Duration = Duration::from_micros(40);

/// How a spin ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Spin {
    /// The awaited event came.
    Paid,
    /// The window ran out.
    Missed,
    /// The spinner lost its CPU in the middle.
    Preempted,
}

fn epoch() -> Instant {
    static E: OnceLock<Instant> = OnceLock::new();
    *E.get_or_init(Instant::now)
}

fn now_ns() -> u64 {
    u64::try_from(epoch().elapsed().as_nanos()).unwrap_or(u64::MAX)
}

/// Until when (ns since `epoch`) no thread spins.
static QUIET_UNTIL: AtomicU64 = AtomicU64::new(0);
/// When the current count of signs began (ns since `epoch`), and the count.
static WINDOW_START: AtomicU64 = AtomicU64::new(0);
static WINDOW_SIGNS: AtomicU32 = AtomicU32::new(0);

/// A sign of contention now. An idle machine also preempts a thread now and then (a
/// kernel worker, a timer: tens of times a second on a 2-vCPU VM, and more around file
/// writes); a busy one hundreds of times a second, spinning or not. So one sign pauses
/// nothing; [`SIGNS`] of them within [`SIGN_WINDOW`] stop spinning for [`QUIET_FOR`].
/// (Pausing on every sign kept an idle machine from spinning most of the time: 1 KiB
/// reads and writes one at a time ran at half the rate they reach with spinning.)
fn mark_contended() {
    let now = now_ns();
    let (start, signs, quiet) = count_sign(
        now,
        WINDOW_START.load(Ordering::Relaxed),
        WINDOW_SIGNS.load(Ordering::Relaxed),
    );
    // Threads racing here may lose a count; the window is a rate estimate, not a ledger.
    WINDOW_START.store(start, Ordering::Relaxed);
    WINDOW_SIGNS.store(signs, Ordering::Relaxed);
    if quiet {
        let until = now.saturating_add(QUIET_FOR.as_nanos() as u64);
        QUIET_UNTIL.fetch_max(until, Ordering::Relaxed);
    }
}

/// The window after a sign at `now` (its start and count), and whether the sign makes
/// the count reach [`SIGNS`] (the window then starts over).
fn count_sign(now: u64, start: u64, signs: u32) -> (u64, u32, bool) {
    if now.saturating_sub(start) > SIGN_WINDOW.as_nanos() as u64 {
        return (now, 1, SIGNS <= 1);
    }
    let signs = signs + 1;
    if signs >= SIGNS {
        (now, 0, true)
    } else {
        (start, signs, false)
    }
}

struct ThreadGate {
    last_check: Option<(Instant, i64)>,
    skip: u32,
    next_skip: u32,
}

thread_local! {
    static GATE: RefCell<ThreadGate> = const {
        RefCell::new(ThreadGate {
            last_check: None,
            skip: 0,
            next_skip: 1,
        })
    };
}

/// The calling thread's involuntary context switches so far.
fn preemptions() -> Option<i64> {
    // SAFETY: rusage is plain data; getrusage fills it for the calling thread.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: as above; RUSAGE_THREAD only reads the calling thread's counters.
    if unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut ru) } == 0 {
        Some(ru.ru_nivcsw)
    } else {
        None
    }
}

impl ThreadGate {
    /// Looks at this thread's preemptions if it is time to; marks the process contended
    /// when there were new ones.
    fn check_contention(&mut self, now: Instant) {
        if let Some((at, _)) = self.last_check {
            if now.duration_since(at) < CHECK_EVERY {
                return;
            }
        }
        let Some(count) = preemptions() else {
            return;
        };
        if let Some((_, before)) = self.last_check {
            if count > before {
                mark_contended();
            }
        }
        self.last_check = Some((now, count));
    }
}

/// `MINIRT_SPIN_GATE=0` turns the gate off (every spin allowed, outcomes ignored), to
/// measure what it costs or saves.
fn gate_off() -> bool {
    static OFF: OnceLock<bool> = OnceLock::new();
    *OFF.get_or_init(|| std::env::var_os("MINIRT_SPIN_GATE").is_some_and(|v| v == "0"))
}

/// Whether the calling thread may spin now.
pub fn may_spin() -> bool {
    if gate_off() {
        return true;
    }
    GATE.with(|g| {
        let mut g = g.borrow_mut();
        g.check_contention(Instant::now());
        if now_ns() < QUIET_UNTIL.load(Ordering::Relaxed) {
            return false;
        }
        if g.skip > 0 {
            g.skip -= 1;
            return false;
        }
        true
    })
}

/// Records how the calling thread's spin ended.
pub fn record(outcome: Spin) {
    if gate_off() {
        return;
    }
    GATE.with(|g| {
        let mut g = g.borrow_mut();
        match outcome {
            Spin::Paid => {
                g.skip = 0;
                g.next_skip = 1;
            }
            Spin::Missed | Spin::Preempted => {
                g.skip = g.next_skip;
                g.next_skip = (g.next_skip * 2).min(MAX_SKIP);
            }
        }
        if outcome == Spin::Preempted {
            mark_contended();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misses_back_off_and_a_paid_spin_resets() {
        // Fresh thread: no contention recorded for it yet.
        std::thread::spawn(|| {
            QUIET_UNTIL.store(0, Ordering::Relaxed);
            assert!(may_spin());
            record(Spin::Missed);
            assert!(!may_spin()); // skips 1
            assert!(may_spin());
            record(Spin::Missed);
            assert!(!may_spin());
            assert!(!may_spin()); // skips 2
            record(Spin::Paid);
            GATE.with(|g| assert_eq!(g.borrow().skip, 0));
        })
        .join()
        .unwrap();
    }

    #[test]
    fn only_a_rate_of_signs_stops_spinning() {
        let ms = |n: u64| n * 1_000_000;
        // Signs spread out (an idle machine) never reach the count.
        let mut w = (0, 0);
        for i in 1..100 {
            let (start, signs, quiet) = count_sign(ms(i * 60), w.0, w.1);
            assert!(!quiet);
            w = (start, signs);
        }
        // SIGNS of them within the window do, and the count starts over.
        let mut w = (ms(10_000), 0);
        for i in 1..SIGNS {
            let (start, signs, quiet) = count_sign(ms(10_000 + u64::from(i)), w.0, w.1);
            assert!(!quiet, "sign {i}");
            w = (start, signs);
        }
        let (_, signs, quiet) = count_sign(ms(10_010), w.0, w.1);
        assert!(quiet);
        assert_eq!(signs, 0);
    }

    #[test]
    fn preemptions_are_counted() {
        assert!(preemptions().is_some_and(|n| n >= 0));
    }
}
