//! The fixed worker pool that every blocking operation (fs jobs, child processes) runs on.
//!
//! Why a hand-built pool and not `tokio::task::spawn_blocking`: the jobs are tiny (a 1 KiB
//! read is open+fstat+read+close, ~10 µs), so the hand-off cost dominates. Measured on this
//! machine (../shared/bench), a fixed pool of std threads with one queue in and one queue out
//! did 54k/174k/318k 1 KiB reads per second at 1/10/64 in flight against tokio's
//! 59k/146k/224k, and `spawn_blocking` grows to hundreds of threads under load.
//!
//! A job is a `Send` closure holding only plain Rust data (paths, byte vectors). Its result
//! is a `Settle`: another `Send` closure that turns the plain result into a JS value once it
//! is back on the JS thread. Completions are pushed onto one shared vector that the event
//! loop swaps out whole, so it handles every finished job of a turn in one batch; the JS
//! thread is only woken (condvar notify) when it is actually asleep.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use boa_engine::{Context, JsResult, JsValue};

/// Turns a worker's plain result into `Ok(value)` or `Err(error value)` on the JS thread.
pub type Settle = Box<dyn FnOnce(&mut Context) -> JsResult<Result<JsValue, JsValue>> + Send>;

/// A unit of blocking work.
pub type Work = Box<dyn FnOnce() -> Settle + Send>;

/// One finished job, keyed by the op id the event loop registered.
pub struct Completion {
    pub id: u64,
    pub settle: Settle,
}

struct Inbox {
    jobs: VecDeque<(u64, Work)>,
    shutdown: bool,
}

/// What the JS thread waits on: finished jobs plus a flag saying whether it is parked.
struct Outbox {
    done: Vec<Completion>,
    sleeping: bool,
}

struct Shared {
    inbox: Mutex<Inbox>,
    work_ready: Condvar,
    outbox: Mutex<Outbox>,
    done_ready: Condvar,
}

/// Handle owned by the event loop.
pub struct ThreadPool {
    shared: Arc<Shared>,
    threads: Vec<thread::JoinHandle<()>>,
}

impl ThreadPool {
    /// `UV_THREADPOOL_SIZE` as libuv reads it: 1..=1024, default 4.
    pub fn size_from_env() -> usize {
        std::env::var("UV_THREADPOOL_SIZE")
            .ok()
            .and_then(|s| s.trim().parse::<usize>().ok())
            .map(|n| n.clamp(1, 1024))
            .unwrap_or(4)
    }

    pub fn new() -> Self {
        let shared = Arc::new(Shared {
            inbox: Mutex::new(Inbox {
                jobs: VecDeque::new(),
                shutdown: false,
            }),
            work_ready: Condvar::new(),
            outbox: Mutex::new(Outbox {
                done: Vec::new(),
                sleeping: false,
            }),
            done_ready: Condvar::new(),
        });
        // Threads start lazily on first submit: most scripts never touch the pool, and
        // spawning four threads costs startup time.
        ThreadPool {
            shared,
            threads: Vec::new(),
        }
    }

    fn ensure_threads(&mut self) {
        if !self.threads.is_empty() {
            return;
        }
        for i in 0..Self::size_from_env() {
            let shared = Arc::clone(&self.shared);
            let spawned = thread::Builder::new()
                .name(format!("minirt-pool-{i}"))
                .spawn(move || worker(shared));
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
            lock(&self.shared.outbox)
                .done
                .push(Completion { id, settle });
            return;
        }
        lock(&self.shared.inbox).jobs.push_back((id, work));
        self.shared.work_ready.notify_one();
    }

    /// Takes every finished job without blocking.
    pub fn take_done(&self, into: &mut Vec<Completion>) {
        let mut out = lock(&self.shared.outbox);
        into.append(&mut out.done);
    }

    /// Blocks until a job finishes or `deadline` passes (None = no deadline).
    pub fn wait(&self, deadline: Option<Instant>, into: &mut Vec<Completion>) {
        let mut out = lock(&self.shared.outbox);
        while out.done.is_empty() {
            out.sleeping = true;
            match deadline {
                None => {
                    out = self
                        .shared
                        .done_ready
                        .wait(out)
                        .unwrap_or_else(|e| e.into_inner());
                }
                Some(d) => {
                    let now = Instant::now();
                    if now >= d {
                        break;
                    }
                    let (guard, _) = self
                        .shared
                        .done_ready
                        .wait_timeout(out, d - now)
                        .unwrap_or_else(|e| e.into_inner());
                    out = guard;
                }
            }
        }
        out.sleeping = false;
        into.append(&mut out.done);
    }

    /// Sleeps without any job outstanding (timers only).
    pub fn sleep_until(&self, deadline: Instant) {
        let now = Instant::now();
        if deadline > now {
            thread::sleep((deadline - now).min(Duration::from_secs(3600)));
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

fn worker(shared: Arc<Shared>) {
    loop {
        let job = {
            let mut inbox = lock(&shared.inbox);
            loop {
                if let Some(job) = inbox.jobs.pop_front() {
                    break Some(job);
                }
                if inbox.shutdown {
                    break None;
                }
                inbox = shared
                    .work_ready
                    .wait(inbox)
                    .unwrap_or_else(|e| e.into_inner());
            }
        };
        let Some((id, work)) = job else { return };
        let settle = work();
        let wake = {
            let mut out = lock(&shared.outbox);
            out.done.push(Completion { id, settle });
            out.sleeping
        };
        // Only a parked JS thread needs the (costly) futex wake.
        if wake {
            shared.done_ready.notify_one();
        }
    }
}
