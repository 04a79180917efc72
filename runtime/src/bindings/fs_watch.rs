//! `internalBinding('fs_watch')`: the native half of `fs.watch` (js-lib/internal/fs/watchers.js
//! owns the JS side).
//!
//! One inotify instance per runtime, created with the first watcher and kept for the
//! runtime's life, as libuv keeps its loop's: a watcher started while the fd table is full
//! then still works. A single reader thread blocks in `poll()` on the inotify fd and an
//! eventfd (the stop bell), so an idle watcher costs no CPU; the thread runs only while
//! something is watched. Each inotify event is posted to the event
//! loop as its own self-settling completion (`event_loop::SELF_SETTLING`), so listeners run in
//! a later loop turn, one macrotask per event with ticks and microtasks drained in between,
//! as libuv delivers them. The JS thread adds and removes watch descriptors itself; the
//! reader thread only reads.
//!
//! Whether a watcher keeps the process alive is counted in the loop's host (`watch_handles`
//! for "wait for events", `watch_refs` for "stay alive").
//!
//! Recursive watching (Linux inotify has none) watches every directory of the tree and adds
//! new directories as their creation is reported; filenames are then relative to the root.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::{CString, OsStr};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use boa_engine::object::builtins::{JsFunction, JsUint8Array};
use boa_engine::object::ObjectInitializer;
use boa_engine::{
    js_string, Context, JsArgs, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};

use crate::host::event_loop::{host, SELF_SETTLING};
use crate::host::thread_pool::Poster;
use fs_binding::last_errno;

/// The events libuv asks inotify for.
const MASK: u32 = libc::IN_ATTRIB
    | libc::IN_CREATE
    | libc::IN_MODIFY
    | libc::IN_DELETE
    | libc::IN_DELETE_SELF
    | libc::IN_MOVE_SELF
    | libc::IN_MOVED_FROM
    | libc::IN_MOVED_TO;

/// One raw inotify event, as plain data for the trip across threads.
#[derive(Clone)]
struct RawEvent {
    wd: i32,
    mask: u32,
    name: Vec<u8>,
}

/// The inotify fd, its reader thread's stop bell and the reader's generation (events a
/// stopped reader posted must not reach watchers started after it).
struct Instance {
    fd: i32,
    bell: i32,
    generation: u64,
    reader: Option<std::thread::JoinHandle<()>>,
    /// For re-posting the rest of an event whose delivery a throwing listener cut short.
    poster: Poster,
}

impl Instance {
    /// Rings the bell, waits for the reader to leave and silences the bell again.
    fn stop_reader(&mut self) {
        let Some(reader) = self.reader.take() else {
            return;
        };
        let one: u64 = 1;
        // SAFETY: writes 8 bytes from a valid u64 to the eventfd this instance owns.
        unsafe { libc::write(self.bell, (&one as *const u64).cast(), 8) };
        // The reader leaves at its next poll, which the bell has just woken.
        let _ = reader.join();
        let mut count: u64 = 0;
        // SAFETY: reads the eventfd's 8-byte counter into a valid u64 (resetting it).
        unsafe { libc::read(self.bell, (&mut count as *mut u64).cast(), 8) };
        self.generation = 0;
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        self.stop_reader();
        // SAFETY: closes the two fds this instance owns; the reader thread has left.
        unsafe {
            libc::close(self.fd);
            libc::close(self.bell);
        }
    }
}

struct Watcher {
    root: PathBuf,
    recursive: bool,
    raw: bool,
    refed: bool,
    onchange: JsFunction,
    /// Watch descriptor -> directory relative to the root ("" for the root itself).
    wds: HashMap<i32, PathBuf>,
}

#[derive(Default)]
struct Registry {
    instance: Option<Instance>,
    generation: u64,
    next_id: u32,
    watchers: HashMap<u32, Watcher>,
    /// Watchers sharing a descriptor (inotify returns the same wd for the same inode).
    by_wd: HashMap<i32, Vec<u32>>,
}

#[derive(Clone, Default)]
struct RegistryHandle(Rc<RefCell<Registry>>);

fn registry(ctx: &mut Context) -> Rc<RefCell<Registry>> {
    if let Some(h) = ctx.get_data::<RegistryHandle>() {
        return Rc::clone(&h.0);
    }
    let h = RegistryHandle::default();
    ctx.insert_data(h.clone());
    h.0
}

fn cpath(p: &Path) -> Option<CString> {
    CString::new(p.as_os_str().as_bytes()).ok()
}

impl Registry {
    /// The inotify instance with its reader running, creating the instance on first use
    /// and starting the reader when it is not running.
    fn instance(&mut self, poster: impl FnOnce() -> Poster) -> Result<i32, i32> {
        if self.instance.is_none() {
            // SAFETY: plain syscalls with constant flags.
            let fd = unsafe { libc::inotify_init1(libc::IN_NONBLOCK | libc::IN_CLOEXEC) };
            if fd < 0 {
                return Err(last_errno());
            }
            // SAFETY: as above.
            let bell = unsafe { libc::eventfd(0, libc::EFD_NONBLOCK | libc::EFD_CLOEXEC) };
            if bell < 0 {
                let e = last_errno();
                // SAFETY: closes the fd opened just above.
                unsafe { libc::close(fd) };
                return Err(e);
            }
            self.instance = Some(Instance {
                fd,
                bell,
                generation: 0,
                reader: None,
                poster: poster(),
            });
        }
        let Some(inst) = self.instance.as_mut() else {
            return Err(libc::EINVAL);
        };
        // A reader that left on its own (an inotify error) is started again.
        if inst.reader.as_ref().is_some_and(|r| r.is_finished()) {
            inst.stop_reader();
        }
        if inst.reader.is_some() {
            return Ok(inst.fd);
        }
        self.generation += 1;
        let generation = self.generation;
        let (fd, bell, for_reader) = (inst.fd, inst.bell, inst.poster.clone());
        let spawned = std::thread::Builder::new()
            .name("minirt-fs-watch".into())
            .spawn(move || reader(fd, bell, generation, for_reader));
        match spawned {
            Ok(handle) => {
                inst.reader = Some(handle);
                inst.generation = generation;
                Ok(fd)
            }
            Err(e) => Err(e.raw_os_error().unwrap_or(libc::EAGAIN)),
        }
    }

    /// Adds `dir` (relative `rel`) to watcher `id`; returns the wd.
    fn add(&mut self, fd: i32, id: u32, path: &Path, rel: PathBuf) -> Result<i32, i32> {
        let c = cpath(path).ok_or(libc::ENOENT)?;
        // SAFETY: `c` is a valid NUL-terminated path; `fd` is our inotify fd.
        let wd = unsafe { libc::inotify_add_watch(fd, c.as_ptr(), MASK) };
        if wd < 0 {
            return Err(last_errno());
        }
        let Some(w) = self.watchers.get_mut(&id) else {
            return Ok(wd);
        };
        if w.wds.contains_key(&wd) {
            return Ok(wd);
        }
        w.wds.insert(wd, rel);
        self.by_wd.entry(wd).or_default().push(id);
        Ok(wd)
    }

    /// Watches every directory below `dir` for recursive watcher `id`; returns the relative
    /// names of the entries found (reported as created when the directory itself is new,
    /// since they may have appeared before its watch existed). With `failed`, the first
    /// subdirectory that cannot be watched ends the walk and is stored there with its errno
    /// (a watch being started fails as Node's does); without, such a subdirectory is skipped.
    fn add_tree(
        &mut self,
        fd: i32,
        id: u32,
        dir: &Path,
        rel: &Path,
        found: &mut Vec<PathBuf>,
        mut failed: Option<&mut Option<(i32, PathBuf)>>,
    ) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let child_rel = rel.join(&name);
            found.push(child_rel.clone());
            // DirEntry::file_type does not follow symlinks: a link to a directory is not
            // descended into (it could loop).
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                let child = dir.join(&name);
                match self.add(fd, id, &child, child_rel.clone()) {
                    Ok(_) => {
                        self.add_tree(fd, id, &child, &child_rel, found, failed.as_deref_mut());
                    }
                    Err(e) => {
                        if let Some(slot) = failed.as_deref_mut() {
                            *slot = Some((e, child_rel));
                        }
                    }
                }
                if failed.as_deref().is_some_and(|f| f.is_some()) {
                    return;
                }
            }
        }
    }

    /// Drops watcher `id`, removing descriptors no other watcher shares; stops the reader
    /// when nothing is watched any more.
    fn remove(&mut self, id: u32) -> Option<Watcher> {
        let w = self.watchers.remove(&id)?;
        for wd in w.wds.keys() {
            if let Some(list) = self.by_wd.get_mut(wd) {
                list.retain(|x| *x != id);
                if list.is_empty() {
                    self.by_wd.remove(wd);
                    if let Some(inst) = &self.instance {
                        // SAFETY: removes a descriptor of our own inotify fd.
                        unsafe { libc::inotify_rm_watch(inst.fd, *wd) };
                    }
                }
            }
        }
        if self.watchers.is_empty() {
            self.by_wd.clear();
            if let Some(inst) = self.instance.as_mut() {
                inst.stop_reader();
            }
        }
        Some(w)
    }
}

/// The reader thread: blocks until inotify has data or the bell rings. The instance owns
/// both fds.
fn reader(fd: i32, bell: i32, generation: u64, poster: Poster) {
    #[repr(C, align(8))]
    struct Buf([u8; 64 * 1024]);
    let mut buf = Box::new(Buf([0; 64 * 1024]));
    let header = std::mem::size_of::<libc::inotify_event>();
    'outer: loop {
        let mut fds = [
            libc::pollfd {
                fd,
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd {
                fd: bell,
                events: libc::POLLIN,
                revents: 0,
            },
        ];
        // SAFETY: `fds` is a valid array of two pollfd structs.
        let n = unsafe { libc::poll(fds.as_mut_ptr(), 2, -1) };
        if n < 0 {
            if last_errno() == libc::EINTR {
                continue;
            }
            break;
        }
        if fds[1].revents != 0 {
            break;
        }
        if fds[0].revents & (libc::POLLERR | libc::POLLNVAL) != 0 {
            break;
        }
        loop {
            // SAFETY: reads into our own buffer of the stated length.
            let len = unsafe { libc::read(fd, buf.0.as_mut_ptr().cast(), buf.0.len()) };
            if len < 0 {
                match last_errno() {
                    libc::EINTR => continue,
                    libc::EAGAIN => break,
                    _ => break 'outer,
                }
            }
            let len = len as usize;
            if len == 0 {
                break;
            }
            let mut off = 0;
            while off + header <= len {
                // SAFETY: the kernel wrote a whole inotify_event header at `off` (reads
                // return whole events); read_unaligned needs no alignment.
                let ev: libc::inotify_event = unsafe {
                    std::ptr::read_unaligned(buf.0.as_ptr().add(off).cast::<libc::inotify_event>())
                };
                let name_start = off + header;
                let name_end = (name_start + ev.len as usize).min(len);
                let raw = &buf.0[name_start..name_end];
                let name = raw.split(|b| *b == 0).next().unwrap_or(&[]).to_vec();
                off = name_end;
                let event = RawEvent {
                    wd: ev.wd,
                    mask: ev.mask,
                    name,
                };
                post_event(&poster, generation, event, None);
            }
        }
    }
}

/// libuv's mapping: any bit besides attrib/modify makes it a rename.
fn event_type(mask: u32) -> &'static str {
    if mask & !(libc::IN_ATTRIB | libc::IN_MODIFY) != 0 {
        "rename"
    } else {
        "change"
    }
}

/// Queues `event` for the event loop; `only` limits it to those watchers.
fn post_event(poster: &Poster, generation: u64, event: RawEvent, only: Option<Vec<u32>>) {
    poster.post(
        SELF_SETTLING,
        Box::new(move |ctx: &mut Context| {
            dispatch(ctx, generation, event, only)?;
            Ok(Ok(JsValue::undefined()))
        }),
    );
}

/// Delivers one event to every watcher on its descriptor (JS thread). When a listener
/// throws, the watchers after it still get the event, in a later turn (the error goes to
/// the loop's uncaught-exception handling first).
fn dispatch(
    ctx: &mut Context,
    generation: u64,
    ev: RawEvent,
    only: Option<Vec<u32>>,
) -> JsResult<()> {
    let reg = registry(ctx);
    let ids = {
        let r = reg.borrow();
        if r.instance.as_ref().map(|i| i.generation) != Some(generation) {
            return Ok(());
        }
        match only {
            Some(ids) => ids,
            None => r.by_wd.get(&ev.wd).cloned().unwrap_or_default(),
        }
    };
    for (i, id) in ids.iter().enumerate() {
        if let Err(e) = deliver_one(ctx, &reg, &ev, *id) {
            let rest = ids[i + 1..].to_vec();
            if !rest.is_empty() {
                if let Some(inst) = &reg.borrow().instance {
                    post_event(&inst.poster, generation, ev.clone(), Some(rest));
                }
            }
            return Err(e);
        }
    }
    Ok(())
}

/// Delivers `ev` to watcher `id`, if it is still open and still has the descriptor.
fn deliver_one(
    ctx: &mut Context,
    reg: &Rc<RefCell<Registry>>,
    ev: &RawEvent,
    id: u32,
) -> JsResult<()> {
    let ignored = ev.mask & libc::IN_IGNORED != 0;
    let name = OsStr::from_bytes(&ev.name);
    // A listener may have closed this watcher (or all of them) meanwhile.
    let delivery = {
        let mut r = reg.borrow_mut();
        let fd = r.instance.as_ref().map(|i| i.fd);
        let Some(w) = r.watchers.get(&id) else {
            return Ok(());
        };
        let Some(rel) = w.wds.get(&ev.wd).cloned() else {
            return Ok(());
        };
        let (recursive, raw, onchange) = (w.recursive, w.raw, w.onchange.clone());
        let mut extra = Vec::new();
        let filename: Option<Vec<u8>> = if !ev.name.is_empty() {
            Some(if recursive {
                rel.join(name).into_os_string().into_vec()
            } else {
                ev.name.clone()
            })
        } else if recursive {
            // The parent reports a subdirectory's own events; only the root's count.
            (rel.as_os_str().is_empty() && !ignored).then(Vec::new)
        } else {
            // libuv names the watched path's own events by what follows its last `/` as
            // given (`d/` gives "", `d/.` gives "."), not by its normalised last component.
            Some(
                w.root
                    .as_os_str()
                    .as_bytes()
                    .rsplit(|b| *b == b'/')
                    .next()
                    .unwrap_or_default()
                    .to_vec(),
            )
        };
        if recursive
            && ev.mask & libc::IN_ISDIR != 0
            && ev.mask & (libc::IN_CREATE | libc::IN_MOVED_TO) != 0
        {
            if let Some(fd) = fd {
                let dir_rel = rel.join(name);
                let dir = w.root.join(&dir_rel);
                if r.add(fd, id, &dir, dir_rel.clone()).is_ok() {
                    r.add_tree(fd, id, &dir, &dir_rel, &mut extra, None);
                }
            }
        }
        if ignored {
            // The kernel dropped this descriptor (its file is gone).
            if let Some(w) = r.watchers.get_mut(&id) {
                w.wds.remove(&ev.wd);
            }
            if let Some(list) = r.by_wd.get_mut(&ev.wd) {
                list.retain(|x| *x != id);
                if list.is_empty() {
                    r.by_wd.remove(&ev.wd);
                }
            }
        }
        filename.map(|f| (onchange, raw, f, extra))
    };
    let Some((onchange, raw, filename, extra)) = delivery else {
        return Ok(());
    };
    let kind = event_type(ev.mask);
    call(ctx, &onchange, raw, kind, filename)?;
    for rel in extra {
        if !reg.borrow().watchers.contains_key(&id) {
            break;
        }
        call(
            ctx,
            &onchange,
            raw,
            "rename",
            rel.into_os_string().into_vec(),
        )?;
    }
    Ok(())
}

fn call(ctx: &mut Context, f: &JsFunction, raw: bool, kind: &str, name: Vec<u8>) -> JsResult<()> {
    let name: JsValue = if raw {
        JsUint8Array::from_iter(name, ctx)?.into()
    } else {
        js_string!(String::from_utf8_lossy(&name).as_ref()).into()
    };
    f.call(&JsValue::undefined(), &[js_string!(kind).into(), name], ctx)?;
    Ok(())
}

fn update_counts(ctx: &Context, reg: &Registry) {
    let h = host(ctx);
    h.watch_handles.set(reg.watchers.len());
    h.watch_refs
        .set(reg.watchers.values().filter(|w| w.refed).count());
}

/// `start(path, recursive, raw, onchange, persistent)` -> watcher id (> 0), `-errno`, or
/// `[-errno, relative path]` for a subdirectory a recursive watch cannot watch.
/// `raw` asks for filenames as Uint8Arrays (any encoding but UTF-8 is applied in JS).
fn start(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let path = match args.get_or_undefined(0).as_string() {
        Some(s) => PathBuf::from(s.to_std_string_lossy()),
        None => {
            return Err(JsNativeError::typ()
                .with_message("path must be a string")
                .into())
        }
    };
    // A recursive watch of a file is a plain one (its events name the file).
    let recursive = args.get_or_undefined(1).to_boolean() && path.is_dir();
    let raw = args.get_or_undefined(2).to_boolean();
    let onchange = args
        .get_or_undefined(3)
        .as_object()
        .and_then(|o| JsFunction::from_object(o.clone()))
        .ok_or_else(|| JsNativeError::typ().with_message("onchange must be a function"))?;
    let persistent = args.get_or_undefined(4).to_boolean();
    if path.as_os_str().as_bytes().contains(&0) {
        return Ok(JsValue::from(-libc::ENOENT));
    }
    let reg = registry(ctx);
    let mut r = reg.borrow_mut();
    let fd = match r.instance(|| host(ctx).poster()) {
        Ok(fd) => fd,
        Err(e) => return Ok(JsValue::from(-e)),
    };
    r.next_id = r.next_id.wrapping_add(1).max(1);
    let id = r.next_id;
    r.watchers.insert(
        id,
        Watcher {
            root: path.clone(),
            recursive,
            raw,
            refed: persistent,
            onchange,
            wds: HashMap::new(),
        },
    );
    if let Err(e) = r.add(fd, id, &path, PathBuf::new()) {
        r.remove(id);
        update_counts(ctx, &r);
        return Ok(JsValue::from(-e));
    }
    if recursive {
        let mut found = Vec::new();
        let mut failed = None;
        r.add_tree(fd, id, &path, Path::new(""), &mut found, Some(&mut failed));
        if let Some((errno, rel)) = failed {
            r.remove(id);
            update_counts(ctx, &r);
            drop(r);
            let rel = js_string!(rel.to_string_lossy().as_ref());
            let pair = boa_engine::object::builtins::JsArray::from_iter(
                [JsValue::from(-errno), rel.into()],
                ctx,
            );
            return Ok(pair.into());
        }
    }
    update_counts(ctx, &r);
    Ok(JsValue::from(id))
}

fn id_arg(args: &[JsValue]) -> u32 {
    args.get_or_undefined(0)
        .as_number()
        .filter(|n| n.is_finite() && *n >= 0.0 && *n <= f64::from(u32::MAX))
        .map_or(0, |n| n as u32)
}

/// `close(id)`: removes the watcher's descriptors; unknown ids are ignored.
fn close(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let reg = registry(ctx);
    let mut r = reg.borrow_mut();
    r.remove(id_arg(args));
    update_counts(ctx, &r);
    Ok(JsValue::undefined())
}

/// `setRef(id, bool)`: whether the watcher keeps the process alive.
fn set_ref(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let reg = registry(ctx);
    let mut r = reg.borrow_mut();
    if let Some(w) = r.watchers.get_mut(&id_arg(args)) {
        w.refed = args.get_or_undefined(1).to_boolean();
    }
    update_counts(ctx, &r);
    Ok(JsValue::undefined())
}

/// `hasRef(id)`.
fn has_ref(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let reg = registry(ctx);
    let r = reg.borrow();
    Ok(r.watchers
        .get(&id_arg(args))
        .is_some_and(|w| w.refed)
        .into())
}

pub fn create(ctx: &mut Context) -> JsObject {
    let mut init = ObjectInitializer::new(ctx);
    let fns: [(&str, usize, NativeFunction); 4] = [
        ("start", 5, NativeFunction::from_fn_ptr(start)),
        ("close", 1, NativeFunction::from_fn_ptr(close)),
        ("setRef", 2, NativeFunction::from_fn_ptr(set_ref)),
        ("hasRef", 1, NativeFunction::from_fn_ptr(has_ref)),
    ];
    for (name, len, f) in fns {
        init.function(f, js_string!(name), len);
    }
    init.build()
}
