//! The credential, exec and per-thread CPU calls of `internalBinding('process')`:
//! set[e]uid/set[e]gid/setgroups/initgroups/getgroups, execve and threadCpuUsage.
//! js-lib (internal/util/process_methods.js) validates every argument first; results
//! follow that file's convention: 0 done, a small positive number for "unknown name",
//! a negative errno when the system call failed.

use std::ffi::{CStr, CString};

use boa_engine::object::builtins::JsArray;
use boa_engine::{Context, JsArgs, JsResult, JsValue, NativeFunction};
use fs_binding::last_errno;

/// Runs a `get*_r` lookup with a growing buffer; `call` returns the function's result and
/// whether an entry was found.
fn with_lookup_buffer<T>(mut call: impl FnMut(&mut [u8]) -> (i32, Option<T>)) -> Option<T> {
    let mut size = 1024;
    loop {
        let mut buf = vec![0u8; size];
        let (rc, found) = call(&mut buf);
        if rc == libc::ERANGE && size < (1 << 20) {
            size *= 4;
            continue;
        }
        return found;
    }
}

fn uid_by_name(name: &CStr) -> Option<libc::uid_t> {
    with_lookup_buffer(|buf| {
        // SAFETY: all-zero bytes are a valid `passwd` (pointers null, ids zero).
        let mut pwd: libc::passwd = unsafe { std::mem::zeroed() };
        let mut result: *mut libc::passwd = std::ptr::null_mut();
        // SAFETY: `name` is NUL-terminated; `pwd`, `buf` and `result` outlive the call and
        // `buf.len()` is the buffer's real size.
        let rc = unsafe {
            libc::getpwnam_r(
                name.as_ptr(),
                &mut pwd,
                buf.as_mut_ptr().cast(),
                buf.len(),
                &mut result,
            )
        };
        (rc, (!result.is_null()).then_some(pwd.pw_uid))
    })
}

fn gid_by_name(name: &CStr) -> Option<libc::gid_t> {
    with_lookup_buffer(|buf| {
        // SAFETY: all-zero bytes are a valid `group` (pointers null, id zero).
        let mut grp: libc::group = unsafe { std::mem::zeroed() };
        let mut result: *mut libc::group = std::ptr::null_mut();
        // SAFETY: as in uid_by_name.
        let rc = unsafe {
            libc::getgrnam_r(
                name.as_ptr(),
                &mut grp,
                buf.as_mut_ptr().cast(),
                buf.len(),
                &mut result,
            )
        };
        (rc, (!result.is_null()).then_some(grp.gr_gid))
    })
}

fn user_name_by_uid(uid: libc::uid_t) -> Option<CString> {
    with_lookup_buffer(|buf| {
        // SAFETY: all-zero bytes are a valid `passwd`.
        let mut pwd: libc::passwd = unsafe { std::mem::zeroed() };
        let mut result: *mut libc::passwd = std::ptr::null_mut();
        // SAFETY: `pwd`, `buf` and `result` outlive the call; `buf.len()` is its size.
        let rc = unsafe {
            libc::getpwuid_r(
                uid,
                &mut pwd,
                buf.as_mut_ptr().cast(),
                buf.len(),
                &mut result,
            )
        };
        let name = if result.is_null() || pwd.pw_name.is_null() {
            None
        } else {
            // SAFETY: on success pw_name points at a NUL-terminated string inside `buf`,
            // which is still alive here; it is copied out before `buf` goes.
            Some(unsafe { CStr::from_ptr(pwd.pw_name) }.to_owned())
        };
        (rc, name)
    })
}

/// A numeric id as is, or a name resolved with `by_name`; `None` when the name is unknown.
fn resolve_id(v: &JsValue, by_name: fn(&CStr) -> Option<u32>) -> Option<u32> {
    if let Some(n) = v.as_number() {
        return Some(n as u32);
    }
    let name = v.as_string()?.to_std_string().ok()?;
    by_name(&CString::new(name).ok()?)
}

fn set_id_with(
    args: &[JsValue],
    by_name: fn(&CStr) -> Option<u32>,
    set: unsafe extern "C" fn(u32) -> libc::c_int,
) -> JsValue {
    let Some(id) = resolve_id(args.get_or_undefined(0), by_name) else {
        return JsValue::from(1);
    };
    // SAFETY: the set*id functions take a plain integer and touch no memory of ours.
    if unsafe { set(id) } == 0 {
        JsValue::from(0)
    } else {
        JsValue::from(-last_errno())
    }
}

fn setuid(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(set_id_with(args, uid_by_name, libc::setuid))
}

fn seteuid(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(set_id_with(args, uid_by_name, libc::seteuid))
}

fn setgid(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(set_id_with(args, gid_by_name, libc::setgid))
}

fn setegid(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(set_id_with(args, gid_by_name, libc::setegid))
}

fn setgroups(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(list) = args.get_or_undefined(0).as_object() else {
        return Ok(JsValue::from(-libc::EINVAL));
    };
    let list = JsArray::from_object(list.clone())?;
    let len = list.length(ctx)?;
    let mut gids = Vec::with_capacity(len as usize);
    for i in 0..len {
        match resolve_id(&list.get(i, ctx)?, gid_by_name) {
            Some(g) => gids.push(g),
            None => return Ok(JsValue::from(i as f64 + 1.0)),
        }
    }
    // SAFETY: `gids` holds `gids.len()` initialised gid_t values for the call's duration.
    let rc = unsafe { libc::setgroups(gids.len(), gids.as_ptr()) };
    Ok(JsValue::from(if rc == 0 { 0 } else { -last_errno() }))
}

fn initgroups(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let user = args.get_or_undefined(0);
    let name = if let Some(n) = user.as_number() {
        user_name_by_uid(n as u32)
    } else {
        user.as_string()
            .and_then(|s| s.to_std_string().ok())
            .and_then(|s| CString::new(s).ok())
    };
    let Some(name) = name else {
        return Ok(JsValue::from(1));
    };
    let Some(gid) = resolve_id(args.get_or_undefined(1), gid_by_name) else {
        return Ok(JsValue::from(2));
    };
    // SAFETY: `name` is NUL-terminated and alive for the call.
    let rc = unsafe { libc::initgroups(name.as_ptr(), gid) };
    Ok(JsValue::from(if rc == 0 { 0 } else { -last_errno() }))
}

fn getgroups(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    // SAFETY: a zero count with a null list only asks for the number of groups.
    let n = unsafe { libc::getgroups(0, std::ptr::null_mut()) };
    let mut groups = vec![0 as libc::gid_t; usize::try_from(n).unwrap_or(0)];
    // SAFETY: `groups` has room for `n` gid_t values.
    let got = unsafe { libc::getgroups(n.max(0), groups.as_mut_ptr()) };
    groups.truncate(usize::try_from(got).unwrap_or(0));
    Ok(JsArray::from_iter(groups.into_iter().map(JsValue::from), ctx).into())
}

fn thread_cpu_usage(_: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    // SAFETY: all-zero bytes are a valid `rusage`.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid, writable rusage for the call.
    if unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut usage) } != 0 {
        return Ok(JsValue::from(-last_errno()));
    }
    let micros = |t: libc::timeval| t.tv_sec as f64 * 1e6 + t.tv_usec as f64;
    Ok(JsArray::from_iter(
        [
            JsValue::from(micros(usage.ru_utime)),
            JsValue::from(micros(usage.ru_stime)),
        ],
        ctx,
    )
    .into())
}

fn c_strings(v: &JsValue, ctx: &mut Context) -> JsResult<Option<Vec<CString>>> {
    let Some(list) = v.as_object() else {
        return Ok(Some(Vec::new()));
    };
    let list = JsArray::from_object(list.clone())?;
    let len = list.length(ctx)?;
    let mut out = Vec::with_capacity(len as usize);
    for i in 0..len {
        let s = list.get(i, ctx)?.to_string(ctx)?.to_std_string_lossy();
        match CString::new(s) {
            Ok(c) => out.push(c),
            Err(_) => return Ok(None),
        }
    }
    Ok(Some(out))
}

/// `execve(path, args, env)`: replaces the process image; returns only on failure.
fn execve(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let path = args
        .get_or_undefined(0)
        .to_string(ctx)?
        .to_std_string_lossy();
    let (Ok(path), Some(argv), Some(envp)) = (
        CString::new(path),
        c_strings(args.get_or_undefined(1), ctx)?,
        c_strings(args.get_or_undefined(2), ctx)?,
    ) else {
        return Ok(JsValue::from(-libc::EINVAL));
    };
    let mut argv_ptrs: Vec<*const libc::c_char> = argv.iter().map(|s| s.as_ptr()).collect();
    argv_ptrs.push(std::ptr::null());
    let mut envp_ptrs: Vec<*const libc::c_char> = envp.iter().map(|s| s.as_ptr()).collect();
    envp_ptrs.push(std::ptr::null());
    let _ = std::io::Write::flush(&mut std::io::stdout());
    // SAFETY: `path` and every string behind the two null-terminated pointer arrays are
    // NUL-terminated and alive for the call; on success the call does not return.
    unsafe { libc::execve(path.as_ptr(), argv_ptrs.as_ptr(), envp_ptrs.as_ptr()) };
    Ok(JsValue::from(-last_errno()))
}

/// The functions this module adds to the process binding.
pub fn functions() -> Vec<(&'static str, usize, NativeFunction)> {
    vec![
        ("setuid", 1, NativeFunction::from_fn_ptr(setuid)),
        ("seteuid", 1, NativeFunction::from_fn_ptr(seteuid)),
        ("setgid", 1, NativeFunction::from_fn_ptr(setgid)),
        ("setegid", 1, NativeFunction::from_fn_ptr(setegid)),
        ("setgroups", 1, NativeFunction::from_fn_ptr(setgroups)),
        ("initgroups", 2, NativeFunction::from_fn_ptr(initgroups)),
        ("getgroups", 0, NativeFunction::from_fn_ptr(getgroups)),
        (
            "threadCpuUsage",
            0,
            NativeFunction::from_fn_ptr(thread_cpu_usage),
        ),
        ("execve", 3, NativeFunction::from_fn_ptr(execve)),
    ]
}
