//! Checks that need the whole process to themselves, run in order inside ONE test function
//! (this file is its own test binary, so nothing runs concurrently with it):
//!
//! 1. no fd leaks: `/proc/self/fd` has the same entries before and after every error path;
//! 2. short writes are continued: RLIMIT_FSIZE makes the kernel accept only part of a write;
//! 3. EINTR is retried: a signal handler without SA_RESTART interrupts a job blocked in
//!    `open` and in `read` of a FIFO, and the job still returns all data.

use std::ffi::CString;
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use fs_binding::flags::string_to_flags;
use fs_binding::{
    read_file_job, read_file_sync_buffer, read_file_sync_pooled, read_file_sync_utf8,
    read_file_utf8_job, write_all_fd, write_file_job, ChunkedReader, FileRef, FsError, ReadOutcome,
};

fn cpath(p: &Path) -> CString {
    CString::new(p.as_os_str().as_bytes()).unwrap()
}

fn open_fds() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir("/proc/self/fd")
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn flag(s: &str) -> i32 {
    string_to_flags(s).unwrap()
}

fn no_fd_leaks() {
    let dir = tempfile::tempdir().unwrap();
    let small = dir.path().join("small.txt");
    std::fs::write(&small, b"hello").unwrap();
    let big = dir.path().join("big.bin");
    std::fs::write(&big, vec![1u8; 600_000]).unwrap();
    let huge = dir.path().join("huge.bin");
    let sparse_ok = std::fs::File::create(&huge)
        .and_then(|f| f.set_len(3 << 30))
        .is_ok();
    let (small_c, big_c, huge_c, dir_c) =
        (cpath(&small), cpath(&big), cpath(&huge), cpath(dir.path()));
    let missing = cpath(&dir.path().join("nope"));

    let before = open_fds();
    for _ in 0..3 {
        // Successes.
        assert!(read_file_job(&small_c, 0).is_ok());
        assert!(read_file_sync_utf8(FileRef::Path(&small_c), 0).is_ok());
        assert!(read_file_sync_buffer(FileRef::Path(&small_c), 0).is_ok());
        let mut scratch = Vec::new();
        assert!(read_file_sync_pooled(FileRef::Path(&small_c), 0, &mut scratch).is_ok());
        assert!(read_file_sync_pooled(FileRef::Path(&big_c), 0, &mut scratch).is_ok());
        write_file_job(&cpath(&dir.path().join("w")), b"data", flag("w"), 0o666).unwrap();
        // Hand-off dropped without reading, read fully, and closed explicitly.
        drop(read_file_job(&big_c, 0).unwrap());
        let ReadOutcome::Large { fd, size } = read_file_job(&big_c, 0).unwrap() else {
            panic!("hand-off expected");
        };
        let mut r = ChunkedReader::new(fd, size).unwrap();
        r.read_all().unwrap();
        assert_eq!(r.finish().unwrap().len(), 600_000);
        let ReadOutcome::Large { fd, size } = read_file_job(&big_c, 0).unwrap() else {
            panic!("hand-off expected");
        };
        ChunkedReader::new(fd, size).unwrap().close().unwrap();
        let ReadOutcome::Large { fd, .. } = read_file_job(&big_c, 0).unwrap() else {
            panic!("hand-off expected");
        };
        assert!(ChunkedReader::new(fd, u64::MAX).is_err());
        // Open errors.
        assert!(read_file_job(&missing, 0).is_err());
        assert!(read_file_utf8_job(&missing, 0).is_err());
        assert!(read_file_sync_utf8(FileRef::Path(&missing), 0).is_err());
        assert!(write_file_job(&small_c, b"x", flag("wx"), 0o666).is_err());
        // Errors after a successful open: the fd must be closed.
        assert!(read_file_job(&dir_c, 0).is_err());
        assert!(read_file_utf8_job(&dir_c, 0).is_err());
        assert!(read_file_sync_utf8(FileRef::Path(&dir_c), 0).is_err());
        assert!(read_file_sync_buffer(FileRef::Path(&dir_c), 0).is_err());
        assert!(read_file_sync_pooled(FileRef::Path(&dir_c), 0, &mut scratch).is_err());
        assert!(read_file_sync_pooled(FileRef::Path(&missing), 0, &mut scratch).is_err());
        assert!(read_file_job(&cpath(&dir.path().join("t")), flag("w")).is_err());
        assert!(write_file_job(&small_c, b"x", flag("r"), 0o666).is_err());
        assert!(write_file_job(c"/proc/version", b"x", flag("w"), 0o666).is_err());
        if sparse_ok {
            assert!(matches!(
                read_file_job(&huge_c, 0),
                Err(FsError::FileTooLarge { .. })
            ));
            assert!(read_file_sync_buffer(FileRef::Path(&huge_c), 0).is_err());
            assert!(read_file_sync_pooled(FileRef::Path(&huge_c), 0, &mut scratch).is_err());
            assert!(read_file_sync_utf8(FileRef::Path(&huge_c), 0).is_err());
        }
        // Size 0 in fstat, read fails with EIO at offset 0.
        assert!(read_file_job(c"/proc/self/mem", 0).is_err());
    }
    assert_eq!(open_fds(), before, "fds leaked on some path");
}

fn short_write_is_continued() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("fsize");
    let file = std::fs::File::create(&f).unwrap();
    let fd = std::os::fd::AsRawFd::as_raw_fd(&file);
    // SAFETY: ignoring SIGXFSZ makes an over-limit write fail with EFBIG instead of killing
    // the process; setrlimit with a valid struct.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
        let lim = libc::rlimit {
            rlim_cur: 1000,
            rlim_max: libc::RLIM_INFINITY,
        };
        assert_eq!(libc::setrlimit(libc::RLIMIT_FSIZE, &lim), 0);
    }
    // The first write is cut to 1000 bytes (a short write); the loop must issue a second
    // write for the rest, which then fails with EFBIG. Without the loop the call would
    // "succeed" with 1000 bytes.
    let err = write_all_fd(fd, &[b'x'; 5000], None).unwrap_err();
    assert_eq!(err.to_string(), "EFBIG: file too large, write");
    assert_eq!(std::fs::metadata(&f).unwrap().len(), 1000);
    // The same through the job: open succeeds, write is short then fails, fd is closed.
    let before = open_fds();
    let err = write_file_job(&cpath(&f), &[b'y'; 3000], flag("w"), 0o666).unwrap_err();
    assert_eq!(err.as_sys().unwrap().syscall, "write");
    assert_eq!(open_fds(), before);
    // SAFETY: restore the limit.
    unsafe {
        let lim = libc::rlimit {
            rlim_cur: libc::RLIM_INFINITY,
            rlim_max: libc::RLIM_INFINITY,
        };
        assert_eq!(libc::setrlimit(libc::RLIMIT_FSIZE, &lim), 0);
    }
}

static SIGNALS: AtomicUsize = AtomicUsize::new(0);

extern "C" fn on_usr1(_: libc::c_int) {
    SIGNALS.fetch_add(1, Ordering::SeqCst);
}

fn eintr_is_retried() {
    // SAFETY: installs a handler that only bumps an atomic; sa_flags = 0 means no
    // SA_RESTART, so blocked open/read calls return EINTR.
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_usr1 as extern "C" fn(libc::c_int) as usize;
        sa.sa_flags = 0;
        libc::sigemptyset(&mut sa.sa_mask);
        assert_eq!(libc::sigaction(libc::SIGUSR1, &sa, std::ptr::null_mut()), 0);
    }
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let fifo_c = cpath(&fifo);
    // SAFETY: valid C string.
    assert_eq!(unsafe { libc::mkfifo(fifo_c.as_ptr(), 0o600) }, 0);

    let (tx, rx) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        // SAFETY: pthread_self has no preconditions.
        tx.send(unsafe { libc::pthread_self() }).unwrap();
        read_file_job(&fifo_c, 0)
    });
    let tid = rx.recv().unwrap();
    let kick = |n: usize| {
        for _ in 0..n {
            std::thread::sleep(Duration::from_millis(30));
            // SAFETY: the reader thread is alive until joined below.
            unsafe { libc::pthread_kill(tid, libc::SIGUSR1) };
        }
    };
    kick(3); // reader is blocked in open(): no writer yet
    let mut w = std::fs::OpenOptions::new().write(true).open(&fifo).unwrap();
    w.write_all(b"first ").unwrap();
    kick(3); // reader is blocked in read(): writer open but silent
    w.write_all(b"second").unwrap();
    drop(w);
    let got = reader.join().unwrap().unwrap();
    let ReadOutcome::Bytes(b) = got else {
        panic!("FIFO must be read in the job")
    };
    assert_eq!(&b[..], b"first second");
    assert!(
        SIGNALS.load(Ordering::SeqCst) >= 6,
        "signals were delivered"
    );
}

#[test]
fn process_wide_checks_in_order() {
    no_fd_leaks();
    short_write_is_continued();
    eintr_is_retried();
}
