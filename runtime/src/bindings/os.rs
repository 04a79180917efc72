//! `internalBinding('os')`: host facts the `os` module cannot read from /proc itself
//! (hostname, uname, user database, priorities, interface addresses). /proc files are
//! read through `readFileUtf8`, which reads to EOF because procfs reports size 0.

use std::ffi::CStr;

use boa_engine::object::builtins::JsArray;
use boa_engine::{js_string, Context, JsArgs, JsObject, JsResult, JsValue, NativeFunction};

use super::arg_string;
use crate::host::runtime::{native_object, set_prop};
use fs_binding::last_errno;

/// Fills Node's `ctx` object for a failed call and returns undefined.
fn fail(ctx_obj: &JsValue, errno: i32, syscall: &str, ctx: &mut Context) -> JsResult<JsValue> {
    if let Some(o) = ctx_obj.as_object() {
        let code = fs_binding::errno::errname(-errno);
        let message = fs_binding::errno::strerror(-errno);
        set_prop(&o, "errno", JsValue::from(-errno), ctx)?;
        set_prop(&o, "code", js_string!(code.as_ref()).into(), ctx)?;
        set_prop(&o, "message", js_string!(message.as_ref()).into(), ctx)?;
        set_prop(&o, "syscall", js_string!(syscall).into(), ctx)?;
    }
    Ok(JsValue::undefined())
}

fn read_file_utf8(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let path = arg_string(args, 0)?;
    Ok(match std::fs::read(&path) {
        Ok(b) => js_string!(String::from_utf8_lossy(&b).as_ref()).into(),
        Err(_) => JsValue::undefined(),
    })
}

fn get_hostname(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let mut buf = [0u8; 256];
    // SAFETY: gethostname writes at most buf.len() bytes into our buffer.
    let r = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
    if r != 0 {
        return fail(
            args.get_or_undefined(0),
            last_errno(),
            "uv_os_gethostname",
            ctx,
        );
    }
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    Ok(js_string!(String::from_utf8_lossy(&buf[..end]).as_ref()).into())
}

fn field(chars: &[libc::c_char]) -> String {
    let bytes: Vec<u8> = chars
        .iter()
        .take_while(|&&c| c != 0)
        .map(|&c| c as u8)
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn get_os_information(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    // SAFETY: uname fills a struct we own.
    let mut u: libc::utsname = unsafe { std::mem::zeroed() };
    // SAFETY: uname fills `u`, which we own.
    if unsafe { libc::uname(&mut u) } != 0 {
        return fail(args.get_or_undefined(0), last_errno(), "uv_os_uname", ctx);
    }
    let parts = [
        field(&u.sysname),
        field(&u.version),
        field(&u.release),
        field(&u.machine),
    ];
    Ok(JsArray::from_iter(parts.into_iter().map(|s| JsValue::from(js_string!(s))), ctx).into())
}

struct Passwd {
    uid: u32,
    gid: u32,
    name: String,
    dir: String,
    shell: String,
}

fn passwd_of(uid: u32) -> Option<Passwd> {
    // SAFETY: an all-zero passwd is a valid value; getpwuid_r fills it.
    let mut pw: libc::passwd = unsafe { std::mem::zeroed() };
    let mut buf = vec![0 as libc::c_char; 16384];
    let mut result: *mut libc::passwd = std::ptr::null_mut();
    // SAFETY: getpwuid_r writes into pw/buf, both owned here and large enough.
    let r = unsafe { libc::getpwuid_r(uid, &mut pw, buf.as_mut_ptr(), buf.len(), &mut result) };
    if r != 0 || result.is_null() {
        return None;
    }
    let s = |p: *const libc::c_char| {
        if p.is_null() {
            String::new()
        } else {
            // SAFETY: getpwuid_r returned NUL-terminated strings inside buf.
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
        }
    };
    Some(Passwd {
        uid: pw.pw_uid,
        gid: pw.pw_gid,
        name: s(pw.pw_name),
        dir: s(pw.pw_dir),
        shell: s(pw.pw_shell),
    })
}

fn get_home_directory(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    if let Some(h) = std::env::var_os("HOME").filter(|h| !h.is_empty()) {
        return Ok(js_string!(h.to_string_lossy().as_ref()).into());
    }
    // SAFETY: getuid cannot fail.
    match passwd_of(unsafe { libc::getuid() }) {
        Some(p) => Ok(js_string!(p.dir).into()),
        None => fail(args.get_or_undefined(0), libc::ENOENT, "uv_os_homedir", ctx),
    }
}

fn get_user_info(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    // SAFETY: geteuid cannot fail. Node reports the effective user.
    let Some(p) = passwd_of(unsafe { libc::geteuid() }) else {
        return fail(
            args.get_or_undefined(0),
            libc::ENOENT,
            "uv_os_get_passwd",
            ctx,
        );
    };
    let o = native_object(ctx, &[]);
    set_prop(&o, "uid", p.uid.into(), ctx)?;
    set_prop(&o, "gid", p.gid.into(), ctx)?;
    set_prop(&o, "username", js_string!(p.name).into(), ctx)?;
    set_prop(&o, "homedir", js_string!(p.dir).into(), ctx)?;
    set_prop(&o, "shell", js_string!(p.shell).into(), ctx)?;
    Ok(o.into())
}

/// Linux keeps a nice value per thread, and `PRIO_PROCESS` with a pid names the thread
/// whose id is that pid. JS runs on a thread of its own (cli.rs), not the main one, so this
/// process's pid is read from the JS thread (0), and written to both, as a program whose JS
/// runs on the main thread (Node) sees it.
fn is_self(pid: i32) -> bool {
    // SAFETY: getpid has no preconditions.
    pid == 0 || pid == unsafe { libc::getpid() }
}

fn get_priority(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let pid = args.get_or_undefined(0).to_i32(ctx)?;
    let pid = if is_self(pid) { 0 } else { pid };
    // SAFETY: errno is reset so that a legitimate -1 priority is told apart from failure.
    unsafe { *libc::__errno_location() = 0 };
    // SAFETY: getpriority takes plain integers.
    let p = unsafe { libc::getpriority(libc::PRIO_PROCESS, pid as libc::id_t) };
    let e = last_errno();
    if p == -1 && e != 0 {
        return fail(args.get_or_undefined(1), e, "uv_os_getpriority", ctx);
    }
    Ok(p.into())
}

fn set_priority(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let pid = args.get_or_undefined(0).to_i32(ctx)?;
    let prio = args.get_or_undefined(1).to_i32(ctx)?;
    // SAFETY: setpriority with validated numbers.
    if unsafe { libc::setpriority(libc::PRIO_PROCESS, pid as libc::id_t, prio) } != 0 {
        return fail(
            args.get_or_undefined(2),
            last_errno(),
            "uv_os_setpriority",
            ctx,
        );
    }
    if is_self(pid) {
        // The other of the main and JS threads (see is_self); the first call succeeded, so
        // this one has the same rights.
        let other = if pid == 0 {
            // SAFETY: getpid has no preconditions.
            unsafe { libc::getpid() }
        } else {
            0
        };
        // SAFETY: setpriority with validated numbers.
        unsafe { libc::setpriority(libc::PRIO_PROCESS, other as libc::id_t, prio) };
    }
    Ok(0.into())
}

/// Flat list, 7 entries per address: name, address, netmask, family, mac, internal,
/// scopeid (-1 when none).
fn get_interface_addresses(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let mut head: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs allocates a list we free below.
    if unsafe { libc::getifaddrs(&mut head) } != 0 {
        return fail(
            args.get_or_undefined(0),
            last_errno(),
            "uv_interface_addresses",
            ctx,
        );
    }
    let mut macs: Vec<(String, String)> = Vec::new();
    let mut rows: Vec<JsValue> = Vec::new();
    let mut p = head;
    // First pass: MAC addresses from AF_PACKET entries.
    while !p.is_null() {
        // SAFETY: p walks the list getifaddrs returned.
        let ifa = unsafe { &*p };
        // SAFETY: `ifa_addr` is non-null here and points into the list getifaddrs returned.
        if !ifa.ifa_addr.is_null() && unsafe { (*ifa.ifa_addr).sa_family } as i32 == libc::AF_PACKET
        {
            // SAFETY: AF_PACKET addresses are sockaddr_ll.
            let ll = unsafe { &*(ifa.ifa_addr as *const libc::sockaddr_ll) };
            let mac = ll.sll_addr[..6]
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<Vec<_>>()
                .join(":");
            // SAFETY: `ifa_name` is a NUL-terminated string of the list.
            let name = unsafe { CStr::from_ptr(ifa.ifa_name) }
                .to_string_lossy()
                .into_owned();
            macs.push((name, mac));
        }
        p = ifa.ifa_next;
    }
    p = head;
    while !p.is_null() {
        // SAFETY: `p` is non-null and walks the list getifaddrs returned.
        let ifa = unsafe { &*p };
        p = ifa.ifa_next;
        if ifa.ifa_addr.is_null() || ifa.ifa_flags & (libc::IFF_UP as u32) == 0 {
            continue;
        }
        // SAFETY: `ifa_addr` was checked non-null above.
        let family = unsafe { (*ifa.ifa_addr).sa_family } as i32;
        // SAFETY: `ifa_name` is a NUL-terminated string of the list.
        let name = unsafe { CStr::from_ptr(ifa.ifa_name) }
            .to_string_lossy()
            .into_owned();
        let (addr, mask, fam, scope) = match family {
            libc::AF_INET => {
                // SAFETY: AF_INET addresses are sockaddr_in.
                let a = unsafe { &*(ifa.ifa_addr as *const libc::sockaddr_in) };
                let m = if ifa.ifa_netmask.is_null() {
                    0
                } else {
                    // SAFETY: a non-null AF_INET netmask is a sockaddr_in.
                    unsafe {
                        (*(ifa.ifa_netmask as *const libc::sockaddr_in))
                            .sin_addr
                            .s_addr
                    }
                };
                (
                    std::net::Ipv4Addr::from(u32::from_be(a.sin_addr.s_addr)).to_string(),
                    std::net::Ipv4Addr::from(u32::from_be(m)).to_string(),
                    "IPv4",
                    -1.0,
                )
            }
            libc::AF_INET6 => {
                // SAFETY: AF_INET6 addresses are sockaddr_in6.
                let a = unsafe { &*(ifa.ifa_addr as *const libc::sockaddr_in6) };
                let m = if ifa.ifa_netmask.is_null() {
                    [0u8; 16]
                } else {
                    // SAFETY: a non-null AF_INET6 netmask is a sockaddr_in6.
                    unsafe {
                        (*(ifa.ifa_netmask as *const libc::sockaddr_in6))
                            .sin6_addr
                            .s6_addr
                    }
                };
                (
                    std::net::Ipv6Addr::from(a.sin6_addr.s6_addr).to_string(),
                    std::net::Ipv6Addr::from(m).to_string(),
                    "IPv6",
                    f64::from(a.sin6_scope_id),
                )
            }
            _ => continue,
        };
        let mac = macs
            .iter()
            .find(|(n, _)| *n == name)
            .map_or_else(|| "00:00:00:00:00:00".to_string(), |(_, m)| m.clone());
        let internal = ifa.ifa_flags & (libc::IFF_LOOPBACK as u32) != 0;
        rows.push(js_string!(name).into());
        rows.push(js_string!(addr).into());
        rows.push(js_string!(mask).into());
        rows.push(js_string!(fam).into());
        rows.push(js_string!(mac).into());
        rows.push(internal.into());
        rows.push(scope.into());
    }
    // SAFETY: freeing the list getifaddrs allocated, once.
    unsafe { libc::freeifaddrs(head) };
    Ok(JsArray::from_iter(rows, ctx).into())
}

fn available_parallelism(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(std::thread::available_parallelism()
        .map_or(1, |n| n.get() as u32)
        .into())
}

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
            (
                "readFileUtf8",
                1,
                NativeFunction::from_fn_ptr(read_file_utf8),
            ),
            ("getHostname", 1, NativeFunction::from_fn_ptr(get_hostname)),
            (
                "getOSInformation",
                1,
                NativeFunction::from_fn_ptr(get_os_information),
            ),
            (
                "getHomeDirectory",
                1,
                NativeFunction::from_fn_ptr(get_home_directory),
            ),
            ("getUserInfo", 1, NativeFunction::from_fn_ptr(get_user_info)),
            ("getPriority", 2, NativeFunction::from_fn_ptr(get_priority)),
            ("setPriority", 3, NativeFunction::from_fn_ptr(set_priority)),
            (
                "getInterfaceAddresses",
                1,
                NativeFunction::from_fn_ptr(get_interface_addresses),
            ),
            (
                "getAvailableParallelism",
                0,
                NativeFunction::from_fn_ptr(available_parallelism),
            ),
        ],
    )
}
