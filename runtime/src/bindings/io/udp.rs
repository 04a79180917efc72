//! UDP sockets for `dgram`: a non-blocking datagram socket per handle, sends tried at once
//! from the JS thread (as libuv's `uv_udp_try_send`; a full socket buffer queues the
//! datagram on a reactor task that waits for writability), and a receive task on the
//! reactor while JS wants messages, posting each datagram with its sender's address.
//! Options, memberships and addresses are plain socket calls on the JS thread. Results
//! are negative errno numbers, as libuv returns them; js-lib's dgram makes Node's errors.

use std::mem::MaybeUninit;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, SocketAddrV6};
use std::os::fd::{AsRawFd, IntoRawFd, RawFd};
use std::sync::Arc;

use boa_engine::{Context, JsArgs, JsResult, JsValue, NativeFunction};
use fs_binding::glue::view::with_view;
use socket2::{Domain, SockAddr, SockRef, Socket, Type};
use tokio::io::unix::AsyncFd;
use tokio::io::Interest;
use tokio::task::JoinHandle;

use super::fd::Fd;
use super::net::{address_object, with_socket};
use super::{call_method, io, neg, post, reactor, this_id, Block, Event, Io, Kind};
use crate::host::thread_pool::Poster;

/// The largest datagram (IPv4's payload limit is 65,507 bytes; IPv6 jumbograms aside).
const MAX_DATAGRAM: usize = 64 << 10;

/// `bind` flags, as libuv's `UV_UDP_*` values js-lib passes.
const FLAG_IPV6_ONLY: u32 = 1;
const FLAG_REUSE_ADDR: u32 = 4;
const FLAG_REUSE_PORT: u32 = 8;

/// A UDP handle's JS-thread state.
pub(crate) struct UdpState {
    afd: Arc<AsyncFd<Fd>>,
    receiver: Option<JoinHandle<()>>,
    /// Tasks sending datagrams that did not fit in the socket buffer at once, and stopped
    /// receive tasks, which the reactor thread may not have dropped yet.
    side_tasks: Vec<JoinHandle<()>>,
    queued: u32,
}

impl UdpState {
    pub(super) fn fd(&self) -> RawFd {
        self.afd.get_ref().as_raw_fd()
    }

    /// Stops the socket's tasks and closes its fd before returning (see
    /// [`reactor::abort_and_wait`]).
    pub(super) fn close(self) {
        reactor::abort_and_wait(self.receiver.into_iter().chain(self.side_tasks));
    }
}

fn udp_of(e: &mut super::Entry) -> Option<&mut UdpState> {
    match &mut e.kind {
        Kind::Udp(u) => Some(u),
        _ => None,
    }
}

/// `io.udpOpen(family)` (4 or 6) -> Udp handle | -errno.
pub(super) fn open(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let domain = if args.get_or_undefined(0).to_i32(ctx)? == 6 {
        Domain::IPV6
    } else {
        Domain::IPV4
    };
    let socket = match Socket::new(domain, Type::DGRAM.nonblocking().cloexec(), None) {
        Ok(s) => s,
        Err(e) => return Ok(neg(&e).into()),
    };
    let afd = match reactor::register(Fd::owned(socket.into_raw_fd())) {
        Ok(a) => Arc::new(a),
        Err(e) => return Ok(e.into()),
    };
    let state = UdpState {
        afd,
        receiver: None,
        side_tasks: Vec::new(),
        queued: 0,
    };
    let io = io(ctx)?;
    let (_, obj) = io.add(ctx, Kind::Udp(state), 0);
    Ok(obj.into())
}

/// An IP address and port as a socket address; an IPv6 address may carry a scope
/// (`fe80::1%eth0` or `%2`), as libuv's `uv_ip6_addr` reads it.
fn parse_addr(ctx: &mut Context, address: &JsValue, port: &JsValue) -> JsResult<Option<SockAddr>> {
    let address = address.to_string(ctx)?.to_std_string_lossy();
    let Ok(port) = u16::try_from(port.to_u32(ctx)?) else {
        return Ok(None);
    };
    if let Some((ip, _)) = address.split_once('%') {
        let Ok(ip) = ip.parse::<Ipv6Addr>() else {
            return Ok(None);
        };
        let v6 = SocketAddrV6::new(ip, port, 0, scope_index(&address));
        return Ok(Some(SocketAddr::V6(v6).into()));
    }
    let Ok(ip) = address.parse::<IpAddr>() else {
        return Ok(None);
    };
    Ok(Some(SocketAddr::new(ip, port).into()))
}

/// The raw fd of UDP handle `this`, or None once it is closed.
fn udp_fd(this: &JsValue, ctx: &mut Context) -> JsResult<Option<RawFd>> {
    let id = this_id(this)?;
    Ok(io(ctx)?
        .with(ctx, id, |e| udp_of(e).map(|u| u.fd()))
        .flatten())
}

/// Runs a socket call on `this`'s fd: 0 or -errno (EBADF once closed).
fn sock_call(
    this: &JsValue,
    ctx: &mut Context,
    f: impl FnOnce(&Socket) -> std::io::Result<()>,
) -> JsResult<JsValue> {
    let Some(fd) = udp_fd(this, ctx)? else {
        return Ok((-libc::EBADF).into());
    };
    Ok(match with_socket(fd, f) {
        Ok(()) => 0.into(),
        Err(e) => neg(&e).into(),
    })
}

/// `bind(address, port, flags)` -> 0 | -errno.
fn bind(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(addr) = parse_addr(ctx, args.get_or_undefined(0), args.get_or_undefined(1))? else {
        return Ok((-libc::EINVAL).into());
    };
    let flags = args.get_or_undefined(2).to_u32(ctx)?;
    sock_call(this, ctx, |s| {
        if flags & FLAG_REUSE_ADDR != 0 {
            s.set_reuse_address(true)?;
        }
        if flags & FLAG_REUSE_PORT != 0 {
            s.set_reuse_port(true)?;
        }
        if addr.is_ipv6() {
            s.set_only_v6(flags & FLAG_IPV6_ONLY != 0)?;
        }
        s.bind(&addr)
    })
}

/// `connect(address, port)` -> 0 | -errno (a UDP connect only records the peer).
fn connect(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(addr) = parse_addr(ctx, args.get_or_undefined(0), args.get_or_undefined(1))? else {
        return Ok((-libc::EINVAL).into());
    };
    sock_call(this, ctx, |s| s.connect(&addr))
}

/// `disconnect()` -> 0 | -errno: a connect to AF_UNSPEC dissolves the association.
fn disconnect(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let Some(fd) = udp_fd(this, ctx)? else {
        return Ok((-libc::EBADF).into());
    };
    // SAFETY: a zeroed sockaddr with family AF_UNSPEC, passed with its own size.
    let r = unsafe {
        let mut sa: libc::sockaddr = std::mem::zeroed();
        sa.sa_family = libc::AF_UNSPEC as libc::sa_family_t;
        libc::connect(
            fd,
            &sa,
            std::mem::size_of::<libc::sockaddr>() as libc::socklen_t,
        )
    };
    // Linux may report EAFNOSUPPORT after dissolving the association, as libuv notes.
    if r < 0 {
        let e = std::io::Error::last_os_error();
        if e.raw_os_error() != Some(libc::EAFNOSUPPORT) {
            return Ok(neg(&e).into());
        }
    }
    Ok(0.into())
}

fn send_one(sock: &Socket, data: &[u8], to: Option<&SockAddr>) -> std::io::Result<usize> {
    loop {
        let r = match to {
            Some(a) => sock.send_to(data, a),
            None => sock.send(data),
        };
        match r {
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            r => return r,
        }
    }
}

async fn send_later(
    afd: Arc<AsyncFd<Fd>>,
    id: u64,
    req: u64,
    data: Vec<u8>,
    to: Option<SockAddr>,
    poster: Poster,
) {
    let status = loop {
        let mut guard = match afd.writable().await {
            Ok(g) => g,
            Err(e) => break neg(&e),
        };
        match guard.try_io(|a| send_one(&SockRef::from(a.get_ref()), &data, to.as_ref())) {
            Err(_would_block) => {}
            Ok(Ok(n)) => break i32::try_from(n).unwrap_or(i32::MAX),
            Ok(Err(e)) => break neg(&e),
        }
    };
    post(&poster, id, Event::SendDone { req, status });
}

/// What one send attempt on the JS thread came to.
enum Attempt {
    Sent(usize),
    Failed(i32),
    /// The socket buffer is full: the datagram's bytes, to send from a task.
    Full(Vec<u8>),
}

/// `send(req, data, port, address)` -> bytes sent | -errno | null (queued: `onsend(req,
/// status)` follows). Without an address the socket's connected peer gets it.
fn send(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let req = args.get_or_undefined(0).to_number(ctx)? as u64;
    let to = if args.get_or_undefined(3).is_undefined() {
        None
    } else {
        match parse_addr(ctx, args.get_or_undefined(3), args.get_or_undefined(2))? {
            Some(a) => Some(a),
            None => return Ok((-libc::EINVAL).into()),
        }
    };
    let io = io(ctx)?;
    let Some(afd) = io
        .with(ctx, id, |e| udp_of(e).map(|u| Arc::clone(&u.afd)))
        .flatten()
    else {
        return Ok((-libc::EBADF).into());
    };
    let fd = afd.get_ref().as_raw_fd();
    let attempt = with_view(args.get_or_undefined(1), ctx, |bytes| {
        match with_socket(fd, |s| send_one(s, bytes, to.as_ref())) {
            Ok(n) => Attempt::Sent(n),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => Attempt::Full(bytes.to_vec()),
            Err(e) => Attempt::Failed(neg(&e)),
        }
    })?;
    match attempt {
        None => Ok((-libc::EINVAL).into()),
        Some(Attempt::Sent(n)) => Ok(n.into()),
        Some(Attempt::Failed(e)) => Ok(e.into()),
        Some(Attempt::Full(data)) => {
            let task = reactor::spawn(send_later(afd, id, req, data, to, io.poster.clone()));
            io.with(ctx, id, |e| {
                e.active += 1;
                if let (Some(u), Some(t)) = (udp_of(e), task) {
                    u.queued += 1;
                    u.side_tasks.retain(|t| !t.is_finished());
                    u.side_tasks.push(t);
                }
            });
            Ok(JsValue::null())
        }
    }
}

pub(super) fn on_send_done(
    ctx: &mut Context,
    io: &Io,
    id: u64,
    req: u64,
    status: i32,
) -> JsResult<()> {
    let Some(obj) = io.object(id) else {
        return Ok(());
    };
    io.with(ctx, id, |e| {
        e.active = e.active.saturating_sub(1);
        if let Some(u) = udp_of(e) {
            u.queued = u.queued.saturating_sub(1);
        }
    });
    call_method(ctx, &obj, "onsend", &[(req as f64).into(), status.into()])
}

async fn recv_loop(afd: Arc<AsyncFd<Fd>>, id: u64, poster: Poster) {
    let mut buf = vec![MaybeUninit::<u8>::uninit(); MAX_DATAGRAM];
    loop {
        // A connected socket's ICMP error (port unreachable) is an EPOLLERR without
        // EPOLLIN: READABLE alone would never wake for it.
        let mut guard = match afd.ready(Interest::READABLE | Interest::ERROR).await {
            Ok(g) => g,
            Err(e) => {
                post(&poster, id, Event::Datagram(Err(neg(&e))));
                return;
            }
        };
        loop {
            let got = guard.try_io(|a| SockRef::from(a.get_ref()).recv_from(&mut buf));
            match got {
                Err(_would_block) => break,
                Ok(Ok((n, from))) => {
                    let mut block = Block::with_capacity(64, n.max(1));
                    // SAFETY: recv_from initialised the first n bytes of `buf`.
                    let bytes = unsafe { std::slice::from_raw_parts(buf.as_ptr().cast::<u8>(), n) };
                    block.extend_from_slice(bytes);
                    let from = from.as_socket();
                    post(&poster, id, Event::Datagram(Ok((block, from))));
                }
                Ok(Err(e)) if e.raw_os_error() == Some(libc::EINTR) => {}
                // ICMP errors of a connected socket (ECONNREFUSED) are reported and the
                // socket keeps receiving, as libuv's.
                Ok(Err(e)) => post(&poster, id, Event::Datagram(Err(neg(&e)))),
            }
        }
    }
}

/// `recvStart()` -> 0 | -errno: `onmessage(nread, buffer, address, family, port)` per
/// datagram, `onmessage(-errno)` for a receive error.
fn recv_start(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let io = io(ctx)?;
    let poster = io.poster.clone();
    let r = io.with(ctx, id, |e| {
        let started = udp_of(e).map(|u| {
            if u.receiver.is_some() {
                return false;
            }
            u.receiver = reactor::spawn(recv_loop(Arc::clone(&u.afd), id, poster));
            u.receiver.is_some()
        });
        if started == Some(true) {
            e.active += 1;
        }
        started
    });
    Ok(match r.flatten() {
        None => (-libc::EBADF).into(),
        Some(_) => 0.into(),
    })
}

/// `recvStop()` -> 0.
fn recv_stop(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    io(ctx)?.with(ctx, id, |e| {
        let stopped = udp_of(e).and_then(|u| {
            let t = u.receiver.take()?;
            t.abort();
            // Kept for `close`, which waits for the task to let go of the socket.
            u.side_tasks.retain(|s| !s.is_finished());
            u.side_tasks.push(t);
            Some(())
        });
        if stopped.is_some() {
            e.active = e.active.saturating_sub(1);
        }
    });
    Ok(0.into())
}

pub(super) fn on_datagram(
    ctx: &mut Context,
    io: &Io,
    id: u64,
    r: Result<(Block, Option<SocketAddr>), i32>,
) -> JsResult<()> {
    let Some(obj) = io.object(id) else {
        return Ok(());
    };
    // A receive stopped after this datagram was posted drops it, as libuv does.
    let receiving = io
        .with(ctx, id, |e| udp_of(e).is_some_and(|u| u.receiver.is_some()))
        .unwrap_or(false);
    if !receiving {
        return Ok(());
    }
    match r {
        Err(code) => call_method(ctx, &obj, "onmessage", &[code.into()]),
        Ok((block, from)) => {
            let n = block.len();
            let buf = crate::bindings::buffer::wrap_block(ctx, block)?;
            let (address, family, port) = match from {
                Some(SocketAddr::V4(a)) => (a.ip().to_string(), "IPv4", a.port()),
                Some(SocketAddr::V6(a)) => (scoped_name(&a), "IPv6", a.port()),
                None => (String::new(), "", 0),
            };
            call_method(
                ctx,
                &obj,
                "onmessage",
                &[
                    (n as f64).into(),
                    buf.into(),
                    boa_engine::js_string!(address).into(),
                    boa_engine::js_string!(family).into(),
                    port.into(),
                ],
            )
        }
    }
}

/// An IPv6 address with its scope as libuv names it (`fe80::1%eth0`) when it has one.
fn scoped_name(a: &SocketAddrV6) -> String {
    let ip = a.ip().to_string();
    if a.scope_id() == 0 {
        return ip;
    }
    let mut name = [0u8; libc::IF_NAMESIZE];
    // SAFETY: `name` has the IF_NAMESIZE bytes if_indextoname may write.
    let p = unsafe { libc::if_indextoname(a.scope_id(), name.as_mut_ptr().cast()) };
    if p.is_null() {
        return format!("{ip}%{}", a.scope_id());
    }
    let len = name.iter().position(|&b| b == 0).unwrap_or(name.len());
    format!("{ip}%{}", String::from_utf8_lossy(&name[..len]))
}

fn getsockname(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    name_of(this, ctx, false)
}

fn getpeername(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    name_of(this, ctx, true)
}

fn name_of(this: &JsValue, ctx: &mut Context, peer: bool) -> JsResult<JsValue> {
    let Some(fd) = udp_fd(this, ctx)? else {
        return Ok((-libc::EBADF).into());
    };
    match with_socket(fd, |s| if peer { s.peer_addr() } else { s.local_addr() }) {
        Ok(addr) => Ok(address_object(ctx, &addr)),
        Err(e) => Ok(neg(&e).into()),
    }
}

fn is_v6(s: &Socket) -> bool {
    s.local_addr().is_ok_and(|a| a.is_ipv6())
}

/// `setBroadcast(on)` -> 0 | -errno.
fn set_broadcast(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let on = args.get_or_undefined(0).to_boolean();
    sock_call(this, ctx, |s| s.set_broadcast(on))
}

/// `setTTL(ttl)` -> 0 | -errno (the unicast hop limit on an IPv6 socket).
fn set_ttl(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let ttl = args.get_or_undefined(0).to_i32(ctx)?;
    let Ok(ttl) = u32::try_from(ttl) else {
        return Ok((-libc::EINVAL).into());
    };
    sock_call(this, ctx, |s| {
        if is_v6(s) {
            s.set_unicast_hops_v6(ttl)
        } else {
            s.set_ttl_v4(ttl)
        }
    })
}

/// `setMulticastTTL(ttl)` -> 0 | -errno.
fn set_multicast_ttl(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let ttl = args.get_or_undefined(0).to_i32(ctx)?;
    let Ok(ttl) = u32::try_from(ttl) else {
        return Ok((-libc::EINVAL).into());
    };
    sock_call(this, ctx, |s| {
        if is_v6(s) {
            s.set_multicast_hops_v6(ttl)
        } else {
            s.set_multicast_ttl_v4(ttl)
        }
    })
}

/// `setMulticastLoopback(on)` -> 0 | -errno.
fn set_multicast_loop(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let on = args.get_or_undefined(0).to_boolean();
    sock_call(this, ctx, |s| {
        if is_v6(s) {
            s.set_multicast_loop_v6(on)
        } else {
            s.set_multicast_loop_v4(on)
        }
    })
}

/// An IPv6 scope (`::%eth0` or `::%2`) as an interface index; 0 for none.
fn scope_index(addr: &str) -> u32 {
    let Some((_, scope)) = addr.split_once('%') else {
        return 0;
    };
    if let Ok(n) = scope.parse::<u32>() {
        return n;
    }
    let Ok(name) = std::ffi::CString::new(scope) else {
        return 0;
    };
    // SAFETY: `name` is a NUL-terminated string that outlives the call.
    unsafe { libc::if_nametoindex(name.as_ptr()) }
}

fn invalid() -> std::io::Error {
    std::io::Error::from_raw_os_error(libc::EINVAL)
}

/// `setMulticastInterface(address)` -> 0 | -errno.
fn set_multicast_interface(
    this: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let iface = args
        .get_or_undefined(0)
        .to_string(ctx)?
        .to_std_string_lossy();
    sock_call(this, ctx, |s| {
        if is_v6(s) {
            // The address part must be an IPv6 address (libuv parses it); the scope names
            // the interface.
            let addr = iface.split_once('%').map_or(iface.as_str(), |(a, _)| a);
            addr.parse::<Ipv6Addr>().map_err(|_| invalid())?;
            s.set_multicast_if_v6(scope_index(&iface))
        } else {
            let ip = iface.parse::<Ipv4Addr>().map_err(|_| invalid())?;
            s.set_multicast_if_v4(&ip)
        }
    })
}

/// `membership(group, interface|undefined, join)` -> 0 | -errno.
fn membership(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let group = args
        .get_or_undefined(0)
        .to_string(ctx)?
        .to_std_string_lossy();
    let iface = args.get_or_undefined(1);
    let iface = if iface.is_undefined() {
        None
    } else {
        Some(iface.to_string(ctx)?.to_std_string_lossy())
    };
    let join = args.get_or_undefined(2).to_boolean();
    sock_call(this, ctx, |s| {
        match group.parse::<IpAddr>().map_err(|_| invalid())? {
            IpAddr::V4(g) => {
                let i = match &iface {
                    Some(i) => i.parse::<Ipv4Addr>().map_err(|_| invalid())?,
                    None => Ipv4Addr::UNSPECIFIED,
                };
                if join {
                    s.join_multicast_v4(&g, &i)
                } else {
                    s.leave_multicast_v4(&g, &i)
                }
            }
            IpAddr::V6(g) => {
                let i = iface.as_deref().map_or(0, scope_index);
                if join {
                    s.join_multicast_v6(&g, i)
                } else {
                    s.leave_multicast_v6(&g, i)
                }
            }
        }
    })
}

/// `sourceMembership(source, group, interface|undefined, join)` -> 0 | -errno (IPv4; an
/// IPv6 source-specific membership is ENOSYS here).
fn source_membership(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let source = args
        .get_or_undefined(0)
        .to_string(ctx)?
        .to_std_string_lossy();
    let group = args
        .get_or_undefined(1)
        .to_string(ctx)?
        .to_std_string_lossy();
    let iface = args.get_or_undefined(2);
    let iface = if iface.is_undefined() {
        None
    } else {
        Some(iface.to_string(ctx)?.to_std_string_lossy())
    };
    let join = args.get_or_undefined(3).to_boolean();
    sock_call(this, ctx, |s| {
        let (Ok(src), Ok(grp)) = (source.parse::<IpAddr>(), group.parse::<IpAddr>()) else {
            return Err(invalid());
        };
        match (src, grp) {
            (IpAddr::V4(src), IpAddr::V4(grp)) => {
                let i = match &iface {
                    Some(i) => i.parse::<Ipv4Addr>().map_err(|_| invalid())?,
                    None => Ipv4Addr::UNSPECIFIED,
                };
                if join {
                    s.join_ssm_v4(&src, &grp, &i)
                } else {
                    s.leave_ssm_v4(&src, &grp, &i)
                }
            }
            (IpAddr::V6(_), IpAddr::V6(_)) => Err(std::io::Error::from_raw_os_error(libc::ENOSYS)),
            _ => Err(invalid()),
        }
    })
}

/// `bufferSize(size, recv)` -> the size (after setting it when `size` > 0) | -errno.
fn buffer_size(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let size = args.get_or_undefined(0).to_u32(ctx)? as usize;
    let recv = args.get_or_undefined(1).to_boolean();
    let Some(fd) = udp_fd(this, ctx)? else {
        return Ok((-libc::EBADF).into());
    };
    let r = with_socket(fd, |s| {
        if size > 0 {
            if recv {
                s.set_recv_buffer_size(size)?;
            } else {
                s.set_send_buffer_size(size)?;
            }
        }
        if recv {
            s.recv_buffer_size()
        } else {
            s.send_buffer_size()
        }
    });
    Ok(match r {
        Ok(n) => (n as f64).into(),
        Err(e) => neg(&e).into(),
    })
}

/// `sendQueue()` -> [bytes, count] of datagrams waiting for room in the socket buffer.
fn send_queue(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let id = this_id(this)?;
    let count = io(ctx)?
        .with(ctx, id, |e| udp_of(e).map_or(0, |u| u.queued))
        .unwrap_or(0);
    Ok(count.into())
}

pub(super) fn methods() -> Vec<super::Method> {
    vec![
        ("bind", 3, NativeFunction::from_fn_ptr(bind)),
        ("connect", 2, NativeFunction::from_fn_ptr(connect)),
        ("disconnect", 0, NativeFunction::from_fn_ptr(disconnect)),
        ("send", 4, NativeFunction::from_fn_ptr(send)),
        ("recvStart", 0, NativeFunction::from_fn_ptr(recv_start)),
        ("recvStop", 0, NativeFunction::from_fn_ptr(recv_stop)),
        ("getsockname", 0, NativeFunction::from_fn_ptr(getsockname)),
        ("getpeername", 0, NativeFunction::from_fn_ptr(getpeername)),
        (
            "setBroadcast",
            1,
            NativeFunction::from_fn_ptr(set_broadcast),
        ),
        ("setTTL", 1, NativeFunction::from_fn_ptr(set_ttl)),
        (
            "setMulticastTTL",
            1,
            NativeFunction::from_fn_ptr(set_multicast_ttl),
        ),
        (
            "setMulticastLoopback",
            1,
            NativeFunction::from_fn_ptr(set_multicast_loop),
        ),
        (
            "setMulticastInterface",
            1,
            NativeFunction::from_fn_ptr(set_multicast_interface),
        ),
        ("membership", 3, NativeFunction::from_fn_ptr(membership)),
        (
            "sourceMembership",
            4,
            NativeFunction::from_fn_ptr(source_membership),
        ),
        ("bufferSize", 2, NativeFunction::from_fn_ptr(buffer_size)),
        ("sendQueueCount", 0, NativeFunction::from_fn_ptr(send_queue)),
    ]
}
