//! 400 concurrent `readFile` jobs under `ulimit -n 64` all succeed, because a job holds its fd
//! only while it runs: open fds are bounded by pool threads, not by requests in flight.
//!
//! Own test binary (own process) because it lowers RLIMIT_NOFILE for the whole process.

use std::ffi::CString;
use std::os::unix::ffi::OsStrExt;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

use fs_binding::{read_file_job, ReadOutcome};

#[test]
fn four_hundred_reads_with_64_fds() {
    let dir = tempfile::tempdir().unwrap();
    let mut paths = Vec::new();
    for i in 0..400 {
        let p = dir.path().join(format!("f{i}"));
        std::fs::write(&p, format!("file number {i}").repeat(40)).unwrap();
        paths.push(CString::new(p.as_os_str().as_bytes()).unwrap());
    }

    let limit = libc::rlimit {
        rlim_cur: 64,
        rlim_max: 64,
    };
    // SAFETY: plain setrlimit with a valid struct.
    assert_eq!(unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) }, 0);

    // A 4-thread "pool": all 400 requests are queued at once, as 400 concurrent
    // `fs.readFile` calls would be.
    let queue = Arc::new(Mutex::new(
        paths.into_iter().enumerate().collect::<Vec<_>>(),
    ));
    let (tx, rx) = mpsc::channel();
    let workers: Vec<_> = (0..4)
        .map(|_| {
            let queue = Arc::clone(&queue);
            let tx = tx.clone();
            std::thread::spawn(move || loop {
                let Some((i, path)) = queue.lock().unwrap().pop() else {
                    break;
                };
                let result = read_file_job(&path, 0);
                tx.send((i, result)).unwrap();
            })
        })
        .collect();
    drop(tx);
    let mut ok = 0;
    for (i, result) in rx {
        match result {
            Ok(ReadOutcome::Bytes(b)) => {
                assert_eq!(
                    b.to_vec(),
                    format!("file number {i}").repeat(40).into_bytes()
                );
                ok += 1;
            }
            other => panic!("read {i} failed: {other:?}"),
        }
    }
    for w in workers {
        w.join().unwrap();
    }
    assert_eq!(ok, 400);
}
