//! `internalBinding('dns')`: the system resolver behind `dns.lookup` and
//! `dns.lookupService`, as Node's (libuv's getaddrinfo/getnameinfo): each call is one pool
//! job, since the C library blocks for as long as the name servers take. Results go to the
//! callback as `(null, answer)`; a failure as `(code, errno)` with Node's names (EAI_NONAME
//! and EAI_NODATA are `ENOTFOUND`) and libuv's numbers, from which js-lib builds Node's
//! error.

use std::ffi::{CStr, CString};
use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr};

use boa_engine::object::builtins::JsArray;
use boa_engine::{js_string, Context, JsArgs, JsObject, JsResult, JsValue, NativeFunction};

use super::arg_string;
use crate::host::event_loop::{host, Waiter};
use crate::host::runtime::{as_function, native_object};

/// Builds the binding object.
pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
            ("getaddrinfo", 4, NativeFunction::from_fn_ptr(getaddrinfo)),
            ("getnameinfo", 3, NativeFunction::from_fn_ptr(getnameinfo)),
        ],
    )
}

/// glibc's value (a GNU extension the libc crate leaves out).
const EAI_ADDRFAMILY: i32 = -9;

/// Node's code and libuv's errno for a getaddrinfo/getnameinfo failure.
fn eai_error(code: i32) -> (String, i32) {
    let (name, errno) = match code {
        libc::EAI_NONAME | libc::EAI_NODATA => ("ENOTFOUND", -3008),
        EAI_ADDRFAMILY => ("EAI_ADDRFAMILY", -3000),
        libc::EAI_AGAIN => ("EAI_AGAIN", -3001),
        libc::EAI_BADFLAGS => ("EAI_BADFLAGS", -3002),
        libc::EAI_FAIL => ("EAI_FAIL", -3004),
        libc::EAI_FAMILY => ("EAI_FAMILY", -3005),
        libc::EAI_MEMORY => ("EAI_MEMORY", -3006),
        libc::EAI_OVERFLOW => ("EAI_OVERFLOW", -3009),
        libc::EAI_SERVICE => ("EAI_SERVICE", -3010),
        libc::EAI_SOCKTYPE => ("EAI_SOCKTYPE", -3011),
        libc::EAI_SYSTEM => {
            let e = fs_binding::last_errno();
            return (fs_binding::errno::errname(-e).to_string(), -e);
        }
        _ => ("EAI_FAIL", -3004),
    };
    (name.to_string(), errno)
}

/// The addresses `host` resolves to (each with its family, 4 or 6), in the resolver's order.
fn resolve(host: &str, family: i32, flags: i32) -> Result<Vec<(String, i32)>, (String, i32)> {
    let Ok(name) = CString::new(host) else {
        return Err(eai_error(libc::EAI_NONAME));
    };
    // SAFETY: an all-zero addrinfo is the documented "no hints" value.
    let mut hints: libc::addrinfo = unsafe { std::mem::zeroed() };
    hints.ai_family = match family {
        4 => libc::AF_INET,
        6 => libc::AF_INET6,
        _ => libc::AF_UNSPEC,
    };
    // As libuv: one entry an address rather than one a socket type.
    hints.ai_socktype = libc::SOCK_STREAM;
    hints.ai_flags = flags;
    let mut list: *mut libc::addrinfo = std::ptr::null_mut();
    // SAFETY: `name` is NUL-terminated, `hints` initialised, `list` receives the result,
    // freed below with freeaddrinfo.
    let r = unsafe { libc::getaddrinfo(name.as_ptr(), std::ptr::null(), &hints, &mut list) };
    if r != 0 {
        return Err(eai_error(r));
    }
    let mut out = Vec::new();
    let mut at = list;
    while !at.is_null() {
        // SAFETY: `at` walks the list getaddrinfo returned, which stays valid until freed.
        let entry = unsafe { &*at };
        // SAFETY: ai_addr points at a sockaddr of the entry's family (and length).
        let addr = unsafe { sockaddr_ip(entry.ai_addr, entry.ai_family) };
        if let Some(a) = addr {
            out.push(a);
        }
        at = entry.ai_next;
    }
    // SAFETY: `list` came from getaddrinfo and is freed once.
    unsafe { libc::freeaddrinfo(list) };
    Ok(out)
}

/// The address in `sa` as text and its family.
///
/// # Safety
/// `sa` must point at a `sockaddr_in` when `family` is AF_INET and at a `sockaddr_in6`
/// when AF_INET6 (it is not read otherwise).
unsafe fn sockaddr_ip(sa: *const libc::sockaddr, family: i32) -> Option<(String, i32)> {
    if sa.is_null() {
        return None;
    }
    match family {
        libc::AF_INET => {
            // SAFETY: the caller's contract.
            let v4 = unsafe { &*sa.cast::<libc::sockaddr_in>() };
            let ip = Ipv4Addr::from(u32::from_be(v4.sin_addr.s_addr));
            Some((ip.to_string(), 4))
        }
        libc::AF_INET6 => {
            // SAFETY: the caller's contract.
            let v6 = unsafe { &*sa.cast::<libc::sockaddr_in6>() };
            Some((Ipv6Addr::from(v6.sin6_addr.s6_addr).to_string(), 6))
        }
        _ => None,
    }
}

/// `getaddrinfo(hostname, family, flags, callback)`: callback(null, [address, family, ...])
/// or callback(code, errno).
fn getaddrinfo(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let hostname = arg_string(args, 0)?;
    let family = args.get_or_undefined(1).to_i32(ctx)?;
    let flags = args.get_or_undefined(2).to_i32(ctx)?;
    let cb = as_function(args.get_or_undefined(3), "callback")?;
    host(ctx).submit(
        Waiter::Callback(cb),
        Box::new(move || {
            let r = resolve(&hostname, family, flags);
            Box::new(move |ctx: &mut Context| {
                Ok(match r {
                    Ok(list) => {
                        let flat = list.into_iter().flat_map(|(address, family)| {
                            [js_string!(address.as_str()).into(), JsValue::from(family)]
                        });
                        Ok(JsArray::from_iter(flat, ctx).into())
                    }
                    Err((code, errno)) => Err(failure(&code, errno, ctx)),
                })
            })
        }),
    );
    Ok(JsValue::undefined())
}

/// What the callback gets as its error: `[code, errno]`.
fn failure(code: &str, errno: i32, ctx: &mut Context) -> JsValue {
    JsArray::from_iter([js_string!(code).into(), JsValue::from(errno)], ctx).into()
}

/// The host and service names of `address` (an IP literal js-lib has checked) and `port`.
fn name_info(address: &str, port: u16) -> Result<(String, String), (String, i32)> {
    let Ok(ip) = address.parse::<std::net::IpAddr>() else {
        return Err(eai_error(libc::EAI_NONAME));
    };
    let sock = socket2::SockAddr::from(SocketAddr::new(ip, port));
    let mut host = [0 as libc::c_char; 1025];
    let mut service = [0 as libc::c_char; 32];
    // SAFETY: `sock` is a valid sockaddr of the given length; both buffers are writable for
    // the lengths passed, and getnameinfo NUL-terminates what it writes.
    let r = unsafe {
        libc::getnameinfo(
            sock.as_ptr().cast(),
            sock.len(),
            host.as_mut_ptr(),
            host.len() as libc::socklen_t,
            service.as_mut_ptr(),
            service.len() as libc::socklen_t,
            libc::NI_NAMEREQD,
        )
    };
    if r != 0 {
        return Err(eai_error(r));
    }
    let text = |b: &[libc::c_char]| {
        // SAFETY: getnameinfo succeeded, so both buffers hold NUL-terminated strings.
        unsafe { CStr::from_ptr(b.as_ptr()) }
            .to_string_lossy()
            .into_owned()
    };
    Ok((text(&host), text(&service)))
}

/// `getnameinfo(address, port, callback)`: callback(null, [hostname, service]) or
/// callback(code, errno).
fn getnameinfo(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let address = arg_string(args, 0)?;
    let port = args.get_or_undefined(1).to_u32(ctx)?;
    let port = u16::try_from(port).unwrap_or(0);
    let cb = as_function(args.get_or_undefined(2), "callback")?;
    host(ctx).submit(
        Waiter::Callback(cb),
        Box::new(move || {
            let r = name_info(&address, port);
            Box::new(move |ctx: &mut Context| {
                Ok(match r {
                    Ok((hostname, service)) => Ok(JsArray::from_iter(
                        [
                            js_string!(hostname.as_str()).into(),
                            js_string!(service.as_str()).into(),
                        ],
                        ctx,
                    )
                    .into()),
                    Err((code, errno)) => Err(failure(&code, errno, ctx)),
                })
            })
        }),
    );
    Ok(JsValue::undefined())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_and_failure() {
        let v4 = resolve("127.0.0.1", 0, 0).expect("literal");
        assert_eq!(v4, vec![("127.0.0.1".to_string(), 4)]);
        let v6 = resolve("::1", 6, 0).expect("literal");
        assert_eq!(v6, vec![("::1".to_string(), 6)]);
        // A NUL in the name never reaches the resolver.
        assert_eq!(
            resolve("a\0b", 0, 0).map_err(|e| e.0),
            Err("ENOTFOUND".to_string())
        );
        let (code, errno) = eai_error(libc::EAI_NONAME);
        assert_eq!((code.as_str(), errno), ("ENOTFOUND", -3008));
    }
}
