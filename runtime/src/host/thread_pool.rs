//! The fixed worker pool that every blocking operation (fs jobs, child processes) runs on.
//!
//! Why a hand-built pool and not `tokio::task::spawn_blocking`: the jobs are tiny (a 1 KiB
//! read is open+fstat+read+close, ~10 µs), so the hand-off cost dominates. Measured on this
//! machine (docs/PERFORMANCE.md, "Why a hand-built pool"), a fixed pool of std threads with one queue in and one queue out
//! did 54k/174k/318k 1 KiB reads per second at 1/10/64 in flight against tokio's
//! 59k/146k/224k, and `spawn_blocking` grows to hundreds of threads under load.
//!
//! A job is a `Send` closure holding only plain Rust data (paths, byte vectors). Its result
//! is a `Settle`: another `Send` closure that turns the plain result into a JS value once it
//! is back on the JS thread. Completions are pushed onto one shared vector that the event
//! loop swaps out whole, so it handles every finished job of a turn in one batch; the JS
//! thread is only woken (condvar notify) when it is actually asleep. While it reads streams
//! itself it parks in the event loop's epoll set instead ([`Park`], `host/io_poll.rs`) and
//! is woken through an eventfd in that set.
//!
//! Hand-off costs (docs/PERFORMANCE.md, "Hand-off costs"): a futex wake is a syscall plus a scheduler
//! round trip on both sides, ~10-40 µs per 1 KiB readFile on this machine. So a submit wakes
//! a worker only when one is idle and not already being woken; a worker that finishes a job
//! lingers briefly (spinning) before sleeping, so a JS thread that
//! submits the next job right away finds it awake; and the JS thread polls briefly for a
//! completion before parking, so a worker finishing within that window skips the wake.
//! Windows: `MINIRT_POOL_LINGER_US` (worker, default 50) and `MINIRT_POOL_SPIN_US` (JS
//! thread, default 30); 0 disables; both are off on a single CPU, where spinning only
//! delays the thread being waited for, and while the machine is contended
//! (`spin_gate`, off with `MINIRT_SPIN_GATE=0`). For one job at a time (a stream's next chunk) the
//! windows stretch to the measured timings, up to [`ADAPTIVE_WINDOW_MAX`]: the linger to
//! 1.5x the JS thread's usual gap before its next submit, the poll to 1.25x the average job,
//! so neither side pays a futex wake per chunk (read stream +14-61%, write stream +6-7%,
//! docs/PERFORMANCE.md, "One job at a time (streams)").
//!
//! When the busy workers and the JS thread together need more CPUs than there are (64 KiB
//! writes at 10 in flight on 2 CPUs), every cycle the JS thread spends takes one from a
//! worker. Then the JS thread does not poll, and a worker finishing a job leaves it parked
//! while each worker still has more than one job queued, so it wakes once for a batch of
//! completions rather than once per job. 64 KiB writes at 10 in flight: +25% per second
//! (docs/PERFORMANCE.md, "When the workers need every CPU"). Single completions are delayed by at most the time the
//! workers take to work the queue down, and never past the JS thread's re-check of a
//! stuck queue.
//!
//! Every spin (linger or poll) first asks `spin_gate` whether spinning pays right now: on a
//! machine whose CPUs are contended, or after spins that missed, threads park at once.
//!
//! Workers are woken on demand, not whenever one is idle. When the JS thread is the
//! bottleneck (small files at 10+ in flight), one worker keeps up with it, and every extra
//! awake worker only takes CPU from it (lingering, and contending in the kernel for the
//! same directory): on 2 CPUs, one worker did 15-40% more 1 KiB reads and writes per second
//! than two (docs/PERFORMANCE.md, "Waking workers on demand"). So a submit wakes a sleeping worker only when the
//! job would otherwise wait: nobody is ready to take it, or the queue ahead of it would take
//! the busy workers longer than [`MAX_QUEUE_DELAY`] at the measured average job time, and
//! not while finished jobs still wait for the JS thread (jobs then already end faster than
//! it takes them).
//! Workers stuck in a job (a FIFO open, a read of a terminal) count as gone after
//! [`stuck_after`], and the JS thread re-checks while it waits, so a job queued behind a
//! blocked one still gets a worker, up to the pool size, as in libuv. A worker lingers only
//! when no other worker is lingering or busy (stuck ones aside).

use std::cell::Cell;
use std::collections::VecDeque;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

use crate::host::spin_gate::{self, Spin};

/// A unit of blocking work and the closure that settles it on the JS thread. Defined once,
/// in fs-binding (the lowest crate that submits work), so fs jobs need no conversion.
pub use fs_binding::glue::{Settle, Work};

/// One finished job, keyed by the op id the event loop registered.
pub struct Completion {
    pub id: u64,
    pub settle: Settle,
}

struct Inbox {
    jobs: VecDeque<(u64, Work)>,
    shutdown: bool,
    /// Workers blocked on `work_ready`.
    idle: usize,
    /// Notifications sent that no worker has consumed yet.
    waking: usize,
}

/// What the JS thread waits on: finished jobs plus a flag saying whether it is parked.
struct Outbox {
    done: Vec<Completion>,
    sleeping: bool,
    /// The JS thread parks in the event loop's epoll set (a [`Park`]), not on the condvar:
    /// wake it through [`Shared::wake_fd`].
    on_fd: bool,
}

/// A way for the JS thread to park other than the pool's condvar: the event loop's epoll
/// set (`host/io_poll.rs`), which holds the pool's [`ThreadPool::wake_fd`] beside the fds the
/// JS thread reads itself, so one wait covers both.
pub trait Park {
    /// Blocks until an fd of the set is ready or `timeout` passes (None: no timeout).
    fn park(&self, timeout: Option<Duration>);
}

struct Shared {
    inbox: Mutex<Inbox>,
    work_ready: Condvar,
    outbox: Mutex<Outbox>,
    done_ready: Condvar,
    /// An eventfd that wakes a JS thread parked in a [`Park`], made on first use.
    wake_fd: OnceLock<Option<OwnedFd>>,
    /// Mirrors `inbox.jobs.len()` so a lingering worker can poll without the lock.
    queued: AtomicUsize,
    /// Mirrors `outbox.done.len()` so the JS thread can poll without the lock.
    done_count: AtomicUsize,
    /// Workers spinning in their linger window (they take a queued job at once).
    lingering: AtomicUsize,
    /// Per worker: when its current job started (ns since `epoch`, +1), 0 when not in a job.
    started: Vec<AtomicU64>,
    /// Moving average of job run times, ns.
    avg_job_ns: AtomicU64,
    /// When the last job ended (ns since `epoch`, +1), 0 before the first.
    last_done_ns: AtomicU64,
    /// Moving average of how long the JS thread took to submit again after a job ended,
    /// when that submit found no other job outstanding (one job at a time, as a stream
    /// does): the time a worker would have to linger to catch the next job. Submits made
    /// with other jobs outstanding count as [`GAP_CAP_NS`], so concurrent use keeps the
    /// base linger (a longer one measured no better there, and costs a CPU).
    gap_avg_ns: AtomicU64,
    epoch: Instant,
}

/// The longest a worker lingers, or the JS thread polls, when the measured timings say the
/// next job or completion is that close. A futex wake costs the woken thread 20-100 µs of
/// latency on a virtual machine (its idle vCPU must be rescheduled), and a stream that does
/// one 64 KiB write per ~80 µs of JS work paid it twice per chunk.
const ADAPTIVE_WINDOW_MAX: Duration = Duration::from_micros(250);

/// Gaps longer than this are recorded as this: a few sparse or concurrent submits pull the
/// average above [`ADAPTIVE_WINDOW_MAX`] and the linger back to its base.
const GAP_CAP_NS: u64 = 1_000_000;

/// One step of the moving averages (1/8 weight for the new sample).
fn ewma(avg: u64, sample: u64) -> u64 {
    if avg == 0 {
        sample.max(1)
    } else {
        (avg - avg / 8 + sample / 8).max(1)
    }
}

/// How long a worker that just finished a job lingers: the base window, stretched to 1.5x
/// the JS thread's usual gap before its next submit when that fits in
/// [`ADAPTIVE_WINDOW_MAX`] (no stretch when the base is 0: a single CPU).
fn linger_window(base: Duration, gap_avg_ns: u64) -> Duration {
    if base.is_zero() || gap_avg_ns == 0 {
        return base;
    }
    let want = Duration::from_nanos(gap_avg_ns.saturating_add(gap_avg_ns / 2));
    if want <= ADAPTIVE_WINDOW_MAX {
        base.max(want)
    } else {
        base
    }
}

/// How long the JS thread may poll for a completion: the base window, or up to 1.25x the
/// average job time within [`ADAPTIVE_WINDOW_MAX`] (0 stays 0).
fn spin_window(base: Duration, avg_job_ns: u64) -> Duration {
    if base.is_zero() {
        return base;
    }
    let job = Duration::from_nanos(avg_job_ns.saturating_add(avg_job_ns / 4));
    base.max(job.min(ADAPTIVE_WINDOW_MAX))
}

/// How long a newly queued job may be expected to wait for a busy worker before another
/// worker is woken for it.
const MAX_QUEUE_DELAY: Duration = Duration::from_micros(50);

/// A job running this long is treated as blocked: its worker no longer counts as one that
/// will soon take queued work.
fn stuck_after(avg_ns: u64) -> u64 {
    avg_ns.saturating_mul(8).clamp(200_000, 10_000_000)
}

impl Shared {
    /// Wakes the parked JS thread: through the eventfd when it parks in a [`Park`], else
    /// through the condvar.
    fn wake_js(&self, on_fd: bool) {
        if !on_fd {
            self.done_ready.notify_one();
            return;
        }
        if let Some(Some(fd)) = self.wake_fd.get() {
            let one = 1u64;
            // SAFETY: writes the 8 bytes of `one`; the fd is an open eventfd owned by
            // `self` for as long as `self` lives.
            unsafe { libc::write(fd.as_raw_fd(), (&one as *const u64).cast(), 8) };
        }
    }

    fn now_ns(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_nanos()).unwrap_or(u64::MAX)
    }

    /// Workers (other than `except`) in a job that has not run long enough to count as
    /// stuck.
    fn busy_workers(&self, except: Option<usize>) -> usize {
        let now = self.now_ns();
        let stuck = stuck_after(self.avg_job_ns.load(Ordering::Relaxed));
        self.started
            .iter()
            .enumerate()
            .filter(|&(i, s)| {
                let s = s.load(Ordering::Acquire);
                Some(i) != except && s != 0 && now.saturating_sub(s - 1) < stuck
            })
            .count()
    }

    /// Whether the JS thread should poll for a completion for up to `window` before parking
    /// (see [`worth_polling`]).
    fn poll_before_parking(&self, window: Duration, cpus: usize) -> bool {
        let window = u64::try_from(window.as_nanos()).unwrap_or(u64::MAX);
        let now = self.now_ns();
        let avg = self.avg_job_ns.load(Ordering::Relaxed);
        let stuck = stuck_after(avg);
        let mut busy = 0;
        let mut soonest = avg;
        for s in &self.started {
            let s = s.load(Ordering::Acquire);
            let ran = now.saturating_sub(s.saturating_sub(1));
            if s != 0 && ran < stuck {
                busy += 1;
                soonest = soonest.min(avg.saturating_sub(ran));
            }
        }
        worth_polling(busy, cpus, soonest, window)
    }

    /// Samples the JS thread's gap since the last job ended at a submit; `alone`: no other
    /// job is queued or finished-but-unhandled (running ones are checked here).
    fn record_gap(&self, alone: bool) {
        let last = self.last_done_ns.load(Ordering::Acquire);
        if last == 0 {
            return;
        }
        let gap = if alone && self.busy_workers(None) == 0 {
            self.now_ns().saturating_sub(last - 1).min(GAP_CAP_NS)
        } else {
            GAP_CAP_NS
        };
        let avg = self.gap_avg_ns.load(Ordering::Relaxed);
        self.gap_avg_ns.store(ewma(avg, gap), Ordering::Relaxed);
    }

    /// Whether a worker that just finished a job should wake the parked JS thread now (see
    /// [`js_thread_needed`]).
    fn wake_js_thread(&self, me: usize) -> bool {
        js_thread_needed(
            self.busy_workers(Some(me)) + 1,
            self.queued.load(Ordering::Acquire),
            tuning().cpus,
        )
    }

    /// Counts one more wake in flight if the queue needs it; the caller then notifies
    /// (after unlocking the inbox). `js_behind`: the JS thread has finished jobs it has not
    /// handled yet.
    fn claim_wake(&self, inbox: &mut Inbox, js_behind: bool) -> bool {
        let needed = self.needs_worker(inbox, js_behind);
        if needed {
            inbox.waking += 1;
        }
        needed
    }

    /// Whether the queue needs one more worker woken. Called with the inbox locked, by the
    /// JS thread after a submit and while it waits.
    fn needs_worker(&self, inbox: &Inbox, js_behind: bool) -> bool {
        if inbox.idle <= inbox.waking || inbox.jobs.is_empty() {
            return false;
        }
        let ready = self.lingering.load(Ordering::Acquire) + inbox.waking;
        let queued = inbox.jobs.len();
        if queued <= ready {
            return false;
        }
        let avg = self.avg_job_ns.load(Ordering::Relaxed);
        let busy = self.busy_workers(None) as u64;
        if busy == 0 {
            return true;
        }
        // While finished jobs wait for the JS thread, jobs already end faster than it takes
        // them: another worker would not make it take them sooner, and on a machine without
        // a spare CPU it would take CPU from it. (A worker stuck in its job is not counted
        // as busy, so the queue behind it still gets one.)
        if js_behind {
            return false;
        }
        let behind = (queued - ready) as u64;
        behind.saturating_mul(avg) / busy > MAX_QUEUE_DELAY.as_nanos() as u64
    }
}

/// Whether the JS thread should poll before parking: only when that costs nobody a CPU
/// (the `busy` workers, or the one about to take a queued job when none is, leave the JS
/// thread a CPU of its own) and a job should end within `window_ns` (`soonest_ns`: the
/// least expected remaining time of a running job at the average job time, or the average
/// itself when none has started). A JS thread spinning beside two busy workers on 2 CPUs
/// took ~10% of the CPU from them.
fn worth_polling(busy: usize, cpus: usize, soonest_ns: u64, window_ns: u64) -> bool {
    busy.max(1) < cpus && soonest_ns <= window_ns
}

/// Whether a worker that just finished a job should wake the parked JS thread, given the
/// `workers` in a job (itself included) and the jobs `queued`. Not while the workers fill
/// every CPU the JS thread would need and each still has more than one job queued: the JS
/// thread would only take a CPU from them, and it is woken (with every completion so far
/// in one batch) before they run dry.
fn js_thread_needed(workers: usize, queued: usize, cpus: usize) -> bool {
    workers < cpus || queued <= workers
}

/// The linger/spin windows, read once from the environment.
struct Tuning {
    linger: Duration,
    spin: Duration,
    /// CPUs this process may run on, the JS thread's included.
    cpus: usize,
}

fn tuning() -> &'static Tuning {
    static T: OnceLock<Tuning> = OnceLock::new();
    T.get_or_init(|| {
        let cpus = thread::available_parallelism().map_or(1, |n| n.get());
        let multi = cpus > 1;
        let us = |name: &str, default: u64| {
            let v = std::env::var(name)
                .ok()
                .and_then(|s| s.trim().parse::<u64>().ok())
                .unwrap_or(default)
                .min(10_000);
            Duration::from_micros(if multi { v } else { 0 })
        };
        Tuning {
            linger: us("MINIRT_POOL_LINGER_US", 50),
            spin: us("MINIRT_POOL_SPIN_US", 30),
            cpus,
        }
    })
}

/// Polls `ready` for up to `window`, spinning (no `sched_yield`: on a loaded machine a
/// yielding thread goes to the back of the run queue and may wait a whole time slice, while a
/// thread that parks on the futex gets the scheduler's wake-up preference when woken).
/// Spins only when `spin_gate` allows it, stops as soon as a gap in its own clock shows it
/// was descheduled, and reports the outcome to the gate.
fn poll_for(window: Duration, ready: impl Fn() -> bool) -> bool {
    if window.is_zero() || !spin_gate::may_spin() {
        return false;
    }
    let start = Instant::now();
    let mut last = start;
    loop {
        for _ in 0..64 {
            if ready() {
                spin_gate::record(Spin::Paid);
                return true;
            }
            std::hint::spin_loop();
        }
        let now = Instant::now();
        if now.duration_since(last) >= spin_gate::PREEMPTED_GAP {
            let got = ready();
            spin_gate::record(if got { Spin::Paid } else { Spin::Preempted });
            return got;
        }
        last = now;
        if now.duration_since(start) >= window {
            let got = ready();
            spin_gate::record(if got { Spin::Paid } else { Spin::Missed });
            return got;
        }
    }
}

/// Handle owned by the event loop.
pub struct ThreadPool {
    shared: Arc<Shared>,
    threads: Vec<thread::JoinHandle<()>>,
    /// Completions of the current batch the event loop has still to handle.
    backlog: Cell<usize>,
}

impl ThreadPool {
    /// `UV_THREADPOOL_SIZE` as libuv reads it (1..=1024). Without it: libuv's 4, but no more
    /// than the machine has CPUs (and at least 2, so one blocked job never stalls the rest).
    /// Small jobs keep every worker busy, and a worker that has no CPU of its own takes it
    /// from the JS thread: on 2 CPUs, 2 workers did 17-35% more 1 KiB reads per second at 10
    /// and 64 in flight than 4 did (docs/PERFORMANCE.md, "Pool size").
    pub fn size_from_env() -> usize {
        std::env::var("UV_THREADPOOL_SIZE")
            .ok()
            .and_then(|s| s.trim().parse::<usize>().ok())
            .map(|n| n.clamp(1, 1024))
            .unwrap_or_else(|| thread::available_parallelism().map_or(4, |n| n.get().clamp(2, 4)))
    }

    pub fn new() -> Self {
        let size = Self::size_from_env();
        let shared = Arc::new(Shared {
            inbox: Mutex::new(Inbox {
                jobs: VecDeque::new(),
                shutdown: false,
                idle: 0,
                waking: 0,
            }),
            work_ready: Condvar::new(),
            outbox: Mutex::new(Outbox {
                done: Vec::new(),
                sleeping: false,
                on_fd: false,
            }),
            done_ready: Condvar::new(),
            wake_fd: OnceLock::new(),
            queued: AtomicUsize::new(0),
            done_count: AtomicUsize::new(0),
            lingering: AtomicUsize::new(0),
            started: (0..size).map(|_| AtomicU64::new(0)).collect(),
            avg_job_ns: AtomicU64::new(0),
            last_done_ns: AtomicU64::new(0),
            gap_avg_ns: AtomicU64::new(0),
            epoch: Instant::now(),
        });
        // Threads start lazily on first submit: most scripts never touch the pool, and
        // spawning four threads costs startup time.
        ThreadPool {
            shared,
            threads: Vec::new(),
            backlog: Cell::new(0),
        }
    }

    fn ensure_threads(&mut self) {
        if !self.threads.is_empty() {
            return;
        }
        // Read the windows (and the CPU count, which opens cgroup files) before any job
        // runs: an fd opened while a job works on a just-closed fd number can take that
        // number, and the job then acts on the wrong file (an fchmod of a closed fd gave
        // EPERM instead of EBADF).
        tuning();
        for i in 0..self.shared.started.len() {
            let shared = Arc::clone(&self.shared);
            let spawned = thread::Builder::new()
                .name(format!("minirt-pool-{i}"))
                .spawn(move || worker(&shared, i));
            if let Ok(handle) = spawned {
                self.threads.push(handle);
            }
        }
    }

    /// Queues `work`; its completion comes back from `wait` under `id`.
    pub fn submit(&mut self, id: u64, work: Work) {
        self.ensure_threads();
        if self.threads.is_empty() {
            // No thread could be spawned (resource limits): run inline rather than hang.
            let settle = work();
            let mut out = lock(&self.shared.outbox);
            out.done.push(Completion { id, settle });
            self.shared
                .done_count
                .store(out.done.len(), Ordering::Release);
            return;
        }
        let notify = {
            let mut inbox = lock(&self.shared.inbox);
            self.shared
                .record_gap(inbox.jobs.is_empty() && !self.js_behind());
            inbox.jobs.push_back((id, work));
            self.shared
                .queued
                .store(inbox.jobs.len(), Ordering::Release);
            // A busy or lingering worker looks at the queue before it sleeps; a futex wake
            // is only needed when they would leave the job waiting.
            self.shared.claim_wake(&mut inbox, self.js_behind())
        };
        if notify {
            self.shared.work_ready.notify_one();
        }
    }

    /// Takes every finished job without blocking.
    pub fn take_done(&self, into: &mut Vec<Completion>) {
        if self.shared.done_count.load(Ordering::Acquire) == 0 {
            return;
        }
        let mut out = lock(&self.shared.outbox);
        into.append(&mut out.done);
        self.shared.done_count.store(0, Ordering::Release);
    }

    /// Blocks until a job finishes or `deadline` passes (None = no deadline). With `park`,
    /// the JS thread parks there instead of on the condvar, and returns after one park
    /// whatever woke it (a completion, another fd of the set, the deadline).
    pub fn wait(
        &self,
        deadline: Option<Instant>,
        into: &mut Vec<Completion>,
        park: Option<&dyn Park>,
    ) {
        // A job that is about to finish costs less to poll for than to be woken by.
        // Stretched only for a lone job: with jobs queued, parking soon is what lets the
        // re-check below wake another worker for them (64 KiB writes at 10 in flight lost
        // ~25% to a longer poll).
        let mut window = if self.shared.queued.load(Ordering::Acquire) == 0 {
            spin_window(
                tuning().spin,
                self.shared.avg_job_ns.load(Ordering::Relaxed),
            )
        } else {
            tuning().spin
        };
        if let Some(d) = deadline {
            window = window.min(d.saturating_duration_since(Instant::now()));
        }
        if self.shared.done_count.load(Ordering::Acquire) == 0
            && self.shared.poll_before_parking(window, tuning().cpus)
        {
            poll_for(window, || {
                self.shared.done_count.load(Ordering::Acquire) > 0
            });
        }
        let mut out = lock(&self.shared.outbox);
        while out.done.is_empty() {
            out.sleeping = true;
            // Jobs still queued may sit behind a worker that is stuck in its job; look
            // again once it would count as stuck. (Lock order: outbox, then inbox; no
            // thread takes them the other way round.)
            let recheck = if self.shared.queued.load(Ordering::Acquire) > 0 {
                self.wake_if_needed();
                let avg = self.shared.avg_job_ns.load(Ordering::Relaxed);
                Some(Instant::now() + Duration::from_nanos(stuck_after(avg)))
            } else {
                None
            };
            let until = match (deadline, recheck) {
                (Some(d), Some(r)) => Some(d.min(r)),
                (d, r) => d.or(r),
            };
            if let Some(park) = park {
                let timeout = until.map(|u| u.saturating_duration_since(Instant::now()));
                if timeout.is_some_and(|t| t.is_zero()) {
                    break;
                }
                out.on_fd = true;
                drop(out);
                park.park(timeout);
                out = lock(&self.shared.outbox);
                out.on_fd = false;
                break;
            }
            match until {
                None => {
                    out = self
                        .shared
                        .done_ready
                        .wait(out)
                        .unwrap_or_else(|e| e.into_inner());
                }
                Some(u) => {
                    let now = Instant::now();
                    if deadline.is_some_and(|d| now >= d) {
                        break;
                    }
                    if u > now {
                        let (guard, _) = self
                            .shared
                            .done_ready
                            .wait_timeout(out, u - now)
                            .unwrap_or_else(|e| e.into_inner());
                        out = guard;
                    }
                }
            }
        }
        out.sleeping = false;
        into.append(&mut out.done);
        self.shared.done_count.store(0, Ordering::Release);
    }

    /// Whether finished jobs are waiting for the JS thread: the rest of the batch it is
    /// handling, or completions that came in since.
    fn js_behind(&self) -> bool {
        self.backlog.get() > 0 || self.shared.done_count.load(Ordering::Acquire) > 0
    }

    /// Tells the pool how many completions of the batch being handled come after the
    /// current one.
    pub fn set_backlog(&self, left: usize) {
        self.backlog.set(left);
    }

    fn wake_if_needed(&self) {
        let notify = self
            .shared
            .claim_wake(&mut lock(&self.shared.inbox), self.js_behind());
        if notify {
            self.shared.work_ready.notify_one();
        }
    }

    /// The eventfd that wakes a JS thread parked in a [`Park`] (made now if it was not yet),
    /// or -errno.
    pub fn wake_fd(&self) -> Result<RawFd, i32> {
        self.shared
            .wake_fd
            .get_or_init(|| {
                // SAFETY: eventfd takes no pointers; a non-negative result is a new fd that
                // nothing else owns.
                let fd = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK) };
                // SAFETY: as above, `fd` is ours alone.
                (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd) })
            })
            .as_ref()
            .map(AsRawFd::as_raw_fd)
            .ok_or(-libc::EMFILE)
    }

    /// Sleeps without any job outstanding (timers only).
    pub fn sleep_until(&self, deadline: Instant) {
        let now = Instant::now();
        if deadline > now {
            thread::sleep((deadline - now).min(Duration::from_secs(3600)));
        }
    }
}

/// Lets a thread outside the pool (the fs.watch reader) hand completions to the event loop,
/// waking it when parked.
#[derive(Clone)]
pub struct Poster {
    shared: Arc<Shared>,
}

impl Poster {
    pub fn post(&self, id: u64, settle: Settle) {
        let wake = {
            let mut out = lock(&self.shared.outbox);
            out.done.push(Completion { id, settle });
            self.shared
                .done_count
                .store(out.done.len(), Ordering::Release);
            out.sleeping.then_some(out.on_fd)
        };
        if let Some(on_fd) = wake {
            self.shared.wake_js(on_fd);
        }
    }
}

impl ThreadPool {
    pub fn poster(&self) -> Poster {
        Poster {
            shared: Arc::clone(&self.shared),
        }
    }
}

impl Default for ThreadPool {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for ThreadPool {
    fn drop(&mut self) {
        lock(&self.shared.inbox).shutdown = true;
        self.shared.work_ready.notify_all();
        // Workers may be blocked in a syscall (a FIFO open); do not join them, the process
        // is exiting anyway.
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

fn worker(shared: &Shared, me: usize) {
    // Linger only right after real work: an idle pool must not keep polling.
    let mut just_worked = false;
    loop {
        // Only a worker with no other worker lingering or busy (stuck ones aside) lingers:
        // a second spinning worker would only take CPU from the JS thread.
        if just_worked
            && shared.queued.load(Ordering::Acquire) == 0
            && shared.lingering.load(Ordering::Acquire) == 0
            && shared.busy_workers(Some(me)) == 0
        {
            let linger = linger_window(tuning().linger, shared.gap_avg_ns.load(Ordering::Relaxed));
            shared.lingering.fetch_add(1, Ordering::AcqRel);
            poll_for(linger, || shared.queued.load(Ordering::Acquire) > 0);
            shared.lingering.fetch_sub(1, Ordering::AcqRel);
        }
        let job = {
            let mut inbox = lock(&shared.inbox);
            loop {
                if let Some(job) = inbox.jobs.pop_front() {
                    shared.queued.store(inbox.jobs.len(), Ordering::Release);
                    break Some(job);
                }
                if inbox.shutdown {
                    break None;
                }
                inbox.idle += 1;
                inbox = shared
                    .work_ready
                    .wait(inbox)
                    .unwrap_or_else(|e| e.into_inner());
                inbox.idle -= 1;
                // Spurious wake-ups may consume a count meant for another worker; that
                // only costs one extra notify later, never a lost job: a job is always
                // either seen by a worker that is awake or followed by a notify (or, when
                // the submit judged a busy worker would take it, by the JS thread's
                // re-check while it waits).
                inbox.waking = inbox.waking.saturating_sub(1);
            }
        };
        let Some((id, work)) = job else { return };
        let t0 = shared.now_ns();
        shared.started[me].store(t0.saturating_add(1), Ordering::Release);
        let settle = work();
        let end = shared.now_ns();
        let took = end.saturating_sub(t0);
        shared.started[me].store(0, Ordering::Release);
        // Racy read-modify-write: a lost update only skews the average a little.
        let avg = shared.avg_job_ns.load(Ordering::Relaxed);
        shared.avg_job_ns.store(ewma(avg, took), Ordering::Relaxed);
        just_worked = true;
        let wake = {
            let mut out = lock(&shared.outbox);
            out.done.push(Completion { id, settle });
            shared.done_count.store(out.done.len(), Ordering::Release);
            shared
                .last_done_ns
                .store(end.saturating_add(1), Ordering::Release);
            (out.sleeping && shared.wake_js_thread(me)).then_some(out.on_fd)
        };
        // Only a parked JS thread needs the (costly) futex wake.
        if let Some(on_fd) = wake {
            shared.wake_js(on_fd);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boa_engine::JsValue;
    use std::sync::atomic::AtomicBool;
    use std::sync::mpsc;

    fn settled() -> Settle {
        Box::new(|_| Ok(Ok(JsValue::undefined())))
    }

    /// Collects completions until `n` have arrived or 20 s have passed.
    fn collect(pool: &ThreadPool, n: usize) -> Vec<u64> {
        let give_up = Instant::now() + Duration::from_secs(20);
        let mut ids = Vec::new();
        let mut batch = Vec::new();
        while ids.len() < n && Instant::now() < give_up {
            pool.wait(Some(give_up), &mut batch, None);
            ids.extend(batch.drain(..).map(|c| c.id));
        }
        ids
    }

    /// Runs a job that blocks until a later job runs (a FIFO reader's open waiting for the
    /// writer), submitting the later one `after` the first has started.
    fn blocked_then_unblocker(after: Duration) {
        if ThreadPool::size_from_env() < 2 {
            eprintln!("skipped: UV_THREADPOOL_SIZE=1 cannot run two jobs at once");
            return;
        }
        let mut pool = ThreadPool::new();
        let (tx, rx) = mpsc::channel::<()>();
        let running = Arc::new(AtomicBool::new(false));
        let unblocked = Arc::new(AtomicBool::new(false));
        let (run, flag) = (Arc::clone(&running), Arc::clone(&unblocked));
        pool.submit(
            1,
            Box::new(move || {
                run.store(true, Ordering::SeqCst);
                let got = rx.recv_timeout(Duration::from_secs(15)).is_ok();
                flag.store(got, Ordering::SeqCst);
                settled()
            }),
        );
        while !running.load(Ordering::SeqCst) {
            std::hint::spin_loop();
        }
        thread::sleep(after);
        pool.submit(
            2,
            Box::new(move || {
                let _ = tx.send(());
                settled()
            }),
        );
        let mut ids = collect(&pool, 2);
        ids.sort_unstable();
        assert_eq!(ids, [1, 2]);
        assert!(
            unblocked.load(Ordering::SeqCst),
            "job 1 timed out waiting for job 2"
        );
    }

    /// Submitted while the first job still looks healthy: the submit leaves it to the busy
    /// worker, and the JS thread's re-check while it waits must wake another.
    #[test]
    fn a_job_queued_behind_a_job_that_then_blocks_gets_a_worker() {
        blocked_then_unblocker(Duration::ZERO);
    }

    /// Submitted once the first job already counts as stuck: the submit itself wakes one.
    #[test]
    fn a_job_submitted_behind_a_stuck_one_gets_a_worker() {
        blocked_then_unblocker(Duration::from_millis(20));
    }

    #[test]
    fn the_js_thread_polls_only_with_a_cpu_of_its_own_and_a_job_about_to_end() {
        // 2 CPUs: one busy worker leaves the JS thread a CPU, two do not.
        assert!(worth_polling(1, 2, 10_000, 30_000));
        assert!(!worth_polling(2, 2, 10_000, 30_000));
        assert!(worth_polling(2, 4, 10_000, 30_000));
        // Nothing started yet: the queued job ends about an average job from now.
        assert!(worth_polling(0, 2, 20_000, 30_000));
        assert!(!worth_polling(0, 2, 80_000, 30_000));
        // A running job expected to take longer than the window.
        assert!(!worth_polling(1, 2, 45_000, 30_000));
        // One CPU: the JS thread never has one of its own.
        assert!(!worth_polling(0, 1, 0, 30_000));
    }

    #[test]
    fn windows_stretch_to_measured_timings_within_the_cap() {
        let us = Duration::from_micros;
        // A JS thread that submits again ~100 µs after each job ends: linger 150 µs.
        assert_eq!(linger_window(us(50), 100_000), us(150));
        // Quick resubmits keep the base; gaps past the cap also fall back to it.
        assert_eq!(linger_window(us(50), 10_000), us(50));
        assert_eq!(linger_window(us(50), 400_000), us(50));
        assert_eq!(linger_window(us(50), 0), us(50));
        // Jobs of ~80 µs: poll up to 100 µs; very long jobs: no more than the cap.
        assert_eq!(spin_window(us(30), 80_000), us(100));
        assert_eq!(spin_window(us(30), 5_000), us(30));
        assert_eq!(spin_window(us(30), 5_000_000), ADAPTIVE_WINDOW_MAX);
        // A single CPU (base 0) never spins or lingers.
        assert_eq!(linger_window(Duration::ZERO, 100_000), Duration::ZERO);
        assert_eq!(spin_window(Duration::ZERO, 80_000), Duration::ZERO);
    }

    #[test]
    fn gaps_count_only_for_submits_with_no_other_job_outstanding() {
        let pool = ThreadPool::new(); // no thread runs before the first submit
        let shared = &pool.shared;
        shared.record_gap(true);
        assert_eq!(
            shared.gap_avg_ns.load(Ordering::Relaxed),
            0,
            "no job has ended"
        );
        shared.last_done_ns.store(1, Ordering::Release);
        // Other jobs outstanding (queued, unhandled or running): counted as the cap.
        shared.record_gap(false);
        assert_eq!(
            shared.gap_avg_ns.load(Ordering::Relaxed),
            GAP_CAP_NS,
            "not alone"
        );
        shared.started[0].store(shared.now_ns() + 1, Ordering::Release);
        shared.record_gap(true);
        assert_eq!(
            shared.gap_avg_ns.load(Ordering::Relaxed),
            GAP_CAP_NS,
            "a worker is busy"
        );
        shared.started[0].store(0, Ordering::Release);
        // Alone: the real gap (a job that just ended: far below the cap) pulls it down.
        shared
            .last_done_ns
            .store(shared.now_ns() + 1, Ordering::Release);
        shared.record_gap(true);
        let g = shared.gap_avg_ns.load(Ordering::Relaxed);
        assert!(g < GAP_CAP_NS, "sampled: {g}");
    }

    #[test]
    fn the_parked_js_thread_is_woken_unless_the_workers_need_every_cpu_and_have_a_queue() {
        // 2 CPUs, two workers in a job: woken only once the queue is down to a job each.
        assert!(!js_thread_needed(2, 8, 2));
        assert!(!js_thread_needed(2, 3, 2));
        assert!(js_thread_needed(2, 2, 2));
        assert!(js_thread_needed(2, 0, 2));
        // A CPU to spare: every completion wakes it.
        assert!(js_thread_needed(1, 8, 2));
        assert!(js_thread_needed(2, 8, 4));
        // One CPU, one worker: held back while more than one job is queued.
        assert!(!js_thread_needed(1, 2, 1));
        assert!(js_thread_needed(1, 1, 1));
    }

    #[test]
    fn no_extra_worker_is_woken_while_the_js_thread_is_behind() {
        let pool = ThreadPool::new(); // no thread runs before the first submit
        let shared = &pool.shared;
        shared.avg_job_ns.store(10_000, Ordering::Relaxed);
        thread::sleep(Duration::from_millis(1));
        // One worker just started a job, another is asleep, 16 jobs of 10 µs are queued.
        shared.started[0].store(shared.now_ns(), Ordering::Release);
        let mut inbox = lock(&shared.inbox);
        inbox.idle = 1;
        for id in 0..16 {
            inbox.jobs.push_back((id, Box::new(settled)));
        }
        assert!(shared.needs_worker(&inbox, false));
        assert!(!shared.needs_worker(&inbox, true));
        // A worker stuck in its job (since the pool's start, over 1 ms ago) is not busy:
        // the queue behind it gets a worker even while the JS thread is behind.
        shared.started[0].store(1, Ordering::Release);
        assert!(shared.needs_worker(&inbox, true));
    }

    /// Bursts of tiny jobs, with and without the JS thread waiting in between: every job
    /// completes exactly once whichever worker (or how many) ran it.
    #[test]
    fn every_job_completes_once() {
        let mut pool = ThreadPool::new();
        let mut next = 0u64;
        let mut seen = Vec::new();
        for burst in [1usize, 64, 3, 200, 1] {
            for _ in 0..burst {
                next += 1;
                pool.submit(next, Box::new(settled));
            }
            seen.extend(collect(&pool, burst));
        }
        seen.sort_unstable();
        assert_eq!(seen, (1..=next).collect::<Vec<_>>());
    }
}
