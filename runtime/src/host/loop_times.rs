//! How long an event loop has waited for events since it started: the idle side of
//! `performance.eventLoopUtilization()`. Shared through an `Arc` because a worker's parent
//! reads its worker's times for `worker.performance.eventLoopUtilization()`.
//!
//! Idle is the time the loop spends in its wait for the next event (the pool's condvar, the
//! read set's epoll, a sleep until the next timer), as libuv counts the time its poll phase
//! blocks; a short spin the wait starts with counts too, since the loop has nothing to run.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Instant;

#[derive(Default)]
pub struct LoopTimes {
    idle_ns: AtomicU64,
    /// When the current wait began, in ns since `started` plus one; 0 while not waiting. A
    /// worker's parent reading in the middle of a long wait counts it so far.
    parked_at: AtomicU64,
    started: OnceLock<Instant>,
}

impl LoopTimes {
    /// The loop's first turn; later calls keep the first time.
    pub fn mark_started(&self) {
        let _ = self.started.set(Instant::now());
    }

    fn since_start_ns(&self, at: Instant) -> u64 {
        self.started.get().map_or(0, |s| {
            u64::try_from(at.saturating_duration_since(*s).as_nanos()).unwrap_or(u64::MAX)
        })
    }

    /// The loop starts waiting for events.
    pub fn park(&self) -> Instant {
        let now = Instant::now();
        self.parked_at.store(
            self.since_start_ns(now).saturating_add(1),
            Ordering::Relaxed,
        );
        now
    }

    /// The wait that [`park`](Self::park) began has ended: its time joins the idle total.
    pub fn unpark(&self, parked: Instant) {
        let ns = u64::try_from(parked.elapsed().as_nanos()).unwrap_or(u64::MAX);
        self.idle_ns.fetch_add(ns, Ordering::Relaxed);
        self.parked_at.store(0, Ordering::Relaxed);
    }

    /// Idle milliseconds so far, the wait in progress included.
    pub fn idle_ms(&self) -> f64 {
        let mut ns = self.idle_ns.load(Ordering::Relaxed);
        let parked_at = self.parked_at.load(Ordering::Relaxed);
        if parked_at > 0 {
            let now = self.since_start_ns(Instant::now());
            ns = ns.saturating_add(now.saturating_sub(parked_at - 1));
        }
        ns as f64 / 1e6
    }

    /// When the loop started, if it has.
    pub fn started(&self) -> Option<Instant> {
        self.started.get().copied()
    }

    /// `(idle, active)` milliseconds since the loop started, or `None` before it has.
    pub fn split_ms(&self) -> Option<(f64, f64)> {
        let started = self.started.get()?;
        let total = started.elapsed().as_secs_f64() * 1e3;
        let idle = self.idle_ms().min(total);
        Some((idle, total - idle))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn idle_and_active_add_up_to_the_time_since_start() {
        let t = LoopTimes::default();
        assert!(t.split_ms().is_none());
        t.mark_started();
        let parked = t.park();
        std::thread::sleep(Duration::from_millis(20));
        // A reader in the middle of the wait sees it counted so far.
        assert!(t.idle_ms() >= 20.0);
        t.unpark(parked);
        std::thread::sleep(Duration::from_millis(5));
        let Some((idle, active)) = t.split_ms() else {
            panic!("started");
        };
        assert!(idle >= 20.0, "idle {idle}");
        assert!(active >= 5.0, "active {active}");
        assert!(idle + active < 10_000.0);
        // Not waiting now: idle stays put.
        let before = t.idle_ms();
        std::thread::sleep(Duration::from_millis(5));
        assert!((t.idle_ms() - before).abs() < f64::EPSILON);
    }
}
