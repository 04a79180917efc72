//! `internalBinding('tls')`: TLS sessions for js-lib's `tls`, `https` and fetch(), on rustls.
//!
//! A session is sans-IO: js-lib's TLSSocket (`js-lib/internal/tls/wrap.js`) feeds it the
//! ciphertext its transport socket read (`feed`), sends what `take` returns, writes
//! plaintext with `writePlain` and gets plaintext back from `feed`. Everything runs on the
//! JS thread: a record costs microseconds, less than a pool round trip.
//!
//! Certificate checks follow Node's order rather than rustls': the handshake always
//! completes, the chain's verdict is kept as OpenSSL's verify code (`info().verifyError`),
//! and js-lib then checks the host name with `tls.checkServerIdentity` and decides, from
//! `rejectUnauthorized`, whether to fail the socket (Node's `onConnectSecure`). The
//! handshake's own signatures are always verified.

use std::cell::RefCell;
use std::io::{Read, Write};
use std::sync::{Arc, Mutex};

use boa_engine::object::builtins::JsArray;
use boa_engine::{
    js_string, Context, JsArgs, JsData, JsNativeError, JsObject, JsResult, JsValue, NativeFunction,
};
use boa_gc::{Finalize, Trace};
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, ServerName, UnixTime};
use rustls::server::ParsedCertificate;
use rustls::{CertificateError, DigitallySignedStruct, RootCertStore, SignatureScheme};

use crate::bindings::crypto::{to_buffer, update_input};
use crate::engine::shared_shape::handle_object;
use crate::host::runtime::{native_object, set_prop};

mod cert_info;
mod chain;

fn type_error(msg: &str) -> boa_engine::JsError {
    JsNativeError::typ().with_message(msg.to_string()).into()
}

/// An `Error` whose `code` js-lib reads (`ERR_OSSL_*`/`ERR_SSL_*`), with OpenSSL's reason.
fn ssl_error(code: &str, reason: &str, ctx: &mut Context) -> boa_engine::JsError {
    let err = JsNativeError::error().with_message(reason.to_string());
    let obj = err.into_opaque(ctx);
    let _ = set_prop(&obj, "code", js_string!(code).into(), ctx);
    boa_engine::JsError::from_opaque(obj.into())
}

/// rustls deprecates ring's provider for lacking post-quantum key exchange; it is kept
/// because aws-lc-rs, the other provider, needs cmake and minutes of build time.
#[allow(deprecated)]
fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// The bytes of a string (UTF-8) or a view argument.
fn bytes_arg(v: &JsValue, ctx: &mut Context) -> JsResult<Option<Vec<u8>>> {
    update_input(v, ctx, <[u8]>::to_vec)
}

/// The elements of an array argument (`undefined` is empty).
fn list_arg(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<JsValue>> {
    let Some(obj) = v.as_object() else {
        return Ok(Vec::new());
    };
    let arr = JsArray::from_object(obj)?;
    let len = arr.length(ctx)?;
    (0..len).map(|i| arr.get(i, ctx)).collect()
}

/// What `createContext` read: the trust store, our own chain and key, protocol range.
#[derive(Trace, Finalize, JsData)]
struct SecureContext {
    #[unsafe_ignore_trace]
    roots: Arc<RootCertStore>,
    /// The `ca` certificates as given: OpenSSL trusts a leaf found among them as it is.
    #[unsafe_ignore_trace]
    trusted: Arc<Vec<CertificateDer<'static>>>,
    #[unsafe_ignore_trace]
    chain: Vec<CertificateDer<'static>>,
    #[unsafe_ignore_trace]
    key: Option<PrivateKeyDer<'static>>,
    #[unsafe_ignore_trace]
    versions: Vec<&'static rustls::SupportedProtocolVersion>,
}

/// The certificates of `NODE_EXTRA_CA_CERTS`, which Node adds to its default store; read
/// once, on the first context that uses the default store. A file that cannot be read
/// adds nothing.
fn extra_ca_certs() -> &'static [CertificateDer<'static>] {
    static EXTRA: std::sync::OnceLock<Vec<CertificateDer<'static>>> = std::sync::OnceLock::new();
    EXTRA.get_or_init(|| {
        let Some(path) = std::env::var_os("NODE_EXTRA_CA_CERTS") else {
            return Vec::new();
        };
        let Ok(pem) = std::fs::read(path) else {
            return Vec::new();
        };
        CertificateDer::pem_slice_iter(&pem)
            .filter_map(Result::ok)
            .collect()
    })
}

/// The certificates of a PEM text. OpenSSL also reads the old "X509 CERTIFICATE" label, and
/// a "TRUSTED CERTIFICATE" block as the certificate it starts with (the trust settings
/// after it are not used).
fn read_certs(pem: &[u8], ctx: &mut Context) -> JsResult<Vec<CertificateDer<'static>>> {
    const OTHER_LABELS: [&str; 2] = ["TRUSTED CERTIFICATE-----", "X509 CERTIFICATE-----"];
    let text = String::from_utf8_lossy(pem);
    let pem = if OTHER_LABELS.iter().any(|l| text.contains(l)) {
        OTHER_LABELS
            .iter()
            .fold(text.into_owned(), |t, l| t.replace(l, "CERTIFICATE-----"))
            .into_bytes()
    } else {
        pem.to_vec()
    };
    let certs: Result<Vec<_>, _> = CertificateDer::pem_slice_iter(&pem)
        .map(|c| {
            c.map(|c| match chain::element(c.as_ref()) {
                Some((cert, _, rest)) if !rest.is_empty() => CertificateDer::from(cert.to_vec()),
                _ => c,
            })
        })
        .collect();
    match certs {
        Ok(c) if !c.is_empty() => Ok(c),
        _ => Err(ssl_error(
            "ERR_OSSL_PEM_NO_START_LINE",
            "error:0480006C:PEM routines::no start line",
            ctx,
        )),
    }
}

/// `createContext({ ca, cert, key, minVersion, maxVersion })`: every field optional; `ca`,
/// `cert` and `key` are arrays of PEM strings or buffers. Without `ca` the trust store is
/// Mozilla's list, as Node's default.
fn create_context(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let opts = args
        .get_or_undefined(0)
        .as_object()
        .ok_or_else(|| type_error("createContext: expected an object"))?;
    let mut roots = RootCertStore::empty();
    let cas = list_arg(&opts.get(js_string!("ca"), ctx)?, ctx)?;
    if cas.is_empty() {
        roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
        for cert in extra_ca_certs() {
            let _ = roots.add(cert.clone());
        }
    }
    let mut trusted = Vec::new();
    for ca in &cas {
        let Some(pem) = bytes_arg(ca, ctx)? else {
            continue;
        };
        for cert in read_certs(&pem, ctx)? {
            // OpenSSL keeps a CA it cannot use as an anchor out of the store silently.
            let _ = roots.add(cert.clone());
            trusted.push(cert);
        }
    }
    let mut chain = Vec::new();
    for cert in list_arg(&opts.get(js_string!("cert"), ctx)?, ctx)? {
        if let Some(pem) = bytes_arg(&cert, ctx)? {
            chain.extend(read_certs(&pem, ctx)?);
        }
    }
    let mut key = None;
    for k in list_arg(&opts.get(js_string!("key"), ctx)?, ctx)? {
        if let Some(pem) = bytes_arg(&k, ctx)? {
            match PrivateKeyDer::from_pem_slice(&pem) {
                Ok(k) => key = Some(k),
                Err(_) => {
                    return Err(ssl_error(
                        "ERR_OSSL_UNSUPPORTED",
                        "error:1E08010C:DECODER routines::unsupported",
                        ctx,
                    ))
                }
            }
        }
    }
    let version = |name: &str, ctx: &mut Context| -> JsResult<u8> {
        let v = opts.get(js_string!(name), ctx)?;
        Ok(
            match v.as_string().map(|s| s.to_std_string_lossy()).as_deref() {
                Some("TLSv1.3") => 3,
                Some("TLSv1.2") => 2,
                Some("TLSv1.1" | "TLSv1" | "SSLv3") => 1,
                _ => 0,
            },
        )
    };
    let min = version("minVersion", ctx)?;
    let max = version("maxVersion", ctx)?;
    let mut versions = Vec::new();
    if max == 0 || max >= 3 {
        versions.push(&rustls::version::TLS13);
    }
    if min <= 2 && (max == 0 || max >= 2) {
        versions.push(&rustls::version::TLS12);
    }
    if versions.is_empty() {
        return Err(ssl_error(
            "ERR_SSL_NO_PROTOCOLS_AVAILABLE",
            "error:0A0000BF:SSL routines::no protocols available",
            ctx,
        ));
    }
    let data = SecureContext {
        roots: Arc::new(roots),
        trusted: Arc::new(trusted),
        chain,
        key,
        versions,
    };
    Ok(handle_object(data, ctx).into())
}

fn context_of(v: &JsValue) -> JsResult<JsObject> {
    v.as_object()
        .filter(|o| o.is::<SecureContext>())
        .ok_or_else(|| type_error("expected a secure context"))
}

/// The chain verdict of a client session, in OpenSSL's verify-code names.
type Verdict = Arc<Mutex<Option<&'static str>>>;

/// Accepts every chain but records why OpenSSL would not have (Node's verify callback
/// accepts too, and js-lib decides after the handshake); handshake signatures are checked.
#[derive(Debug)]
struct RecordingVerifier {
    roots: Arc<RootCertStore>,
    trusted: Arc<Vec<CertificateDer<'static>>>,
    provider: Arc<CryptoProvider>,
    verdict: Verdict,
}

/// Whether a DER certificate names itself as its issuer.
fn self_issued(der: &CertificateDer<'_>) -> bool {
    cert_info::issuer_is_subject(der).unwrap_or(false)
}

/// The chain's failure as the code OpenSSL reports first. webpki stops at other checks
/// than OpenSSL does (a self-signed leaf marked as a CA fails as "CA used as end entity"),
/// so anything that is not about time, signature or purpose is classified by the issuer.
fn verify_code(
    err: &rustls::Error,
    leaf: &CertificateDer<'_>,
    rest: &[CertificateDer<'_>],
) -> &'static str {
    if let rustls::Error::InvalidCertificate(e) = err {
        match e {
            CertificateError::Expired | CertificateError::ExpiredContext { .. } => {
                return "CERT_HAS_EXPIRED"
            }
            CertificateError::NotValidYet | CertificateError::NotValidYetContext { .. } => {
                return "CERT_NOT_YET_VALID"
            }
            CertificateError::BadSignature => return "CERT_SIGNATURE_FAILURE",
            CertificateError::Revoked => return "CERT_REVOKED",
            CertificateError::InvalidPurpose | CertificateError::InvalidPurposeContext { .. } => {
                return "INVALID_PURPOSE"
            }
            _ => {}
        }
    }
    if rest.is_empty() && self_issued(leaf) {
        "DEPTH_ZERO_SELF_SIGNED_CERT"
    } else if rest.last().is_some_and(self_issued) {
        "SELF_SIGNED_CERT_IN_CHAIN"
    } else if rest.is_empty() {
        "UNABLE_TO_VERIFY_LEAF_SIGNATURE"
    } else {
        "UNABLE_TO_GET_ISSUER_CERT_LOCALLY"
    }
}

impl RecordingVerifier {
    /// Keeps the chain's verdict for `info().verifyError`. A client's certificate is
    /// judged by the chain walk alone: webpki's check is for server certificates (it
    /// wants the serverAuth purpose).
    fn record(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        now: UnixTime,
        client: bool,
    ) {
        let algs = &self.provider.signature_verification_algorithms;
        let verdict = match ParsedCertificate::try_from(end_entity) {
            _ if self.trusted.iter().any(|c| c == end_entity) => None,
            _ if client => chain::walk(end_entity, intermediates, &self.trusted, algs, now),
            // webpki refuses X.509 v1 certificates anywhere in a chain; OpenSSL takes them.
            Ok(_)
                if cert_info::is_v1(end_entity)
                    || intermediates.iter().any(cert_info::is_v1)
                    || self.trusted.iter().any(cert_info::is_v1) =>
            {
                chain::walk(end_entity, intermediates, &self.trusted, algs, now)
            }
            Ok(parsed) => rustls::client::verify_server_cert_signed_by_trust_anchor(
                &parsed,
                &self.roots,
                intermediates,
                now,
                algs.all,
            )
            .err()
            .map(|e| verify_code(&e, end_entity, intermediates)),
            Err(_) => chain::walk(end_entity, intermediates, &self.trusted, algs, now),
        };
        if let Ok(mut v) = self.verdict.lock() {
            *v = verdict;
        }
    }

    /// A handshake signature by the peer's leaf key (webpki's parser refuses v1 leaves).
    fn signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
        tls13: bool,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        chain::verify_handshake_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
            tls13,
        )
    }

    fn schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}

impl ServerCertVerifier for RecordingVerifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        self.record(end_entity, intermediates, now, false);
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.signature(message, cert, dss, false)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.signature(message, cert, dss, true)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.schemes()
    }
}

/// A server's side of `requestCert`: asks for a client certificate naming the `ca`
/// subjects, records the chain's verdict as a client does, and refuses the handshake
/// only when no certificate comes and `rejectUnauthorized` holds (OpenSSL's
/// `SSL_VERIFY_FAIL_IF_NO_PEER_CERT`); js-lib judges a bad certificate afterwards.
#[derive(Debug)]
struct RecordingClientVerifier {
    inner: RecordingVerifier,
    mandatory: bool,
    hints: Vec<rustls::DistinguishedName>,
}

impl rustls::server::danger::ClientCertVerifier for RecordingClientVerifier {
    fn offer_client_auth(&self) -> bool {
        true
    }

    fn client_auth_mandatory(&self) -> bool {
        self.mandatory
    }

    fn root_hint_subjects(&self) -> &[rustls::DistinguishedName] {
        &self.hints
    }

    fn verify_client_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        now: UnixTime,
    ) -> Result<rustls::server::danger::ClientCertVerified, rustls::Error> {
        self.inner.record(end_entity, intermediates, now, true);
        Ok(rustls::server::danger::ClientCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.signature(message, cert, dss, false)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.signature(message, cert, dss, true)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.inner.schemes()
    }
}

/// One TLS connection, client or server side.
#[derive(Trace, Finalize, JsData)]
struct Session {
    #[unsafe_ignore_trace]
    conn: RefCell<rustls::Connection>,
    #[unsafe_ignore_trace]
    verdict: Verdict,
    /// The `ca` certificates, to complete the peer's chain as OpenSSL reports it.
    #[unsafe_ignore_trace]
    trusted: RefCell<Arc<Vec<CertificateDer<'static>>>>,
    /// Whether `feed` has reported the end of the handshake.
    #[unsafe_ignore_trace]
    announced: std::cell::Cell<bool>,
    /// A server whose context is chosen by the client's server name (SNICallback,
    /// addContext): the ClientHello being read, until js-lib picks the context.
    #[unsafe_ignore_trace]
    hello: RefCell<Option<Hello>>,
    /// Bytes to send before the connection's own (an alert refusing the ClientHello).
    #[unsafe_ignore_trace]
    early_out: RefCell<Vec<u8>>,
}

/// A server session's first step when its context depends on the server name: rustls'
/// Acceptor reads the ClientHello; once it is whole, the session waits (keeping whatever
/// arrives meanwhile) for `selectContext`.
struct Hello {
    acceptor: rustls::server::Acceptor,
    accepted: Option<rustls::server::Accepted>,
    params: ServerParams,
    /// Ciphertext that arrived after the ClientHello.
    pending: Vec<u8>,
    /// Plaintext written meanwhile (sent once the handshake allows).
    plain: Vec<u8>,
}

/// What a server session asks of its configuration besides the context.
#[derive(Clone)]
struct ServerParams {
    alpn: Vec<Vec<u8>>,
    request_cert: bool,
    reject_unauthorized: bool,
}

fn session_of(v: &JsValue) -> JsResult<JsObject> {
    v.as_object()
        .filter(|o| o.is::<Session>())
        .ok_or_else(|| type_error("expected a TLS session"))
}

fn alpn_arg(v: &JsValue, ctx: &mut Context) -> JsResult<Vec<Vec<u8>>> {
    let mut out = Vec::new();
    for p in list_arg(v, ctx)? {
        if let Some(s) = p.as_string() {
            out.push(s.to_std_string_lossy().into_bytes());
        }
    }
    Ok(out)
}

fn config_error(e: rustls::Error, ctx: &mut Context) -> boa_engine::JsError {
    ssl_error("ERR_SSL_CONFIG", &e.to_string(), ctx)
}

/// `clientSession(context, servername, alpn)`: servername `''` (or an IP address) sends no
/// SNI, as Node for IP hosts.
fn client_session(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let context = context_of(args.get_or_undefined(0))?;
    let name = args
        .get_or_undefined(1)
        .as_string()
        .map(|s| s.to_std_string_lossy())
        .unwrap_or_default();
    let alpn = alpn_arg(args.get_or_undefined(2), ctx)?;
    let (roots, trusted, chain, key, versions) = {
        let c = context
            .downcast_ref::<SecureContext>()
            .ok_or_else(|| type_error("expected a secure context"))?;
        (
            c.roots.clone(),
            c.trusted.clone(),
            c.chain.clone(),
            c.key.as_ref().map(PrivateKeyDer::clone_key),
            c.versions.clone(),
        )
    };
    let provider = provider();
    let verdict: Verdict = Arc::default();
    let verifier = Arc::new(RecordingVerifier {
        roots,
        trusted: trusted.clone(),
        provider: provider.clone(),
        verdict: verdict.clone(),
    });
    let builder = rustls::ClientConfig::builder_with_provider(provider)
        .with_protocol_versions(&versions)
        .map_err(|e| config_error(e, ctx))?
        .dangerous()
        .with_custom_certificate_verifier(verifier);
    let mut config = match (key, chain.is_empty()) {
        (Some(key), false) => builder
            .with_client_cert_resolver(Arc::new(OneCertificate(certified_key(chain, &key, ctx)?))),
        _ => builder.with_no_client_auth(),
    };
    config.alpn_protocols = alpn;
    config.enable_sni = true;
    let server_name = match ServerName::try_from(name.clone()) {
        Ok(n) if !name.is_empty() => n,
        // No usable name: rustls needs one, and an IP address sends no SNI.
        _ => ServerName::IpAddress(std::net::Ipv4Addr::UNSPECIFIED.into()),
    };
    let mut conn = rustls::ClientConnection::new(Arc::new(config), server_name)
        .map_err(|e| config_error(e, ctx))?;
    conn.set_buffer_limit(None);
    Ok(new_session(
        rustls::Connection::Client(conn),
        verdict,
        trusted,
        None,
        ctx,
    ))
}

fn new_session(
    conn: rustls::Connection,
    verdict: Verdict,
    trusted: Arc<Vec<CertificateDer<'static>>>,
    hello: Option<Hello>,
    ctx: &mut Context,
) -> JsValue {
    handle_object(
        Session {
            conn: RefCell::new(conn),
            verdict,
            trusted: RefCell::new(trusted),
            announced: std::cell::Cell::new(false),
            hello: RefCell::new(hello),
            early_out: RefCell::new(Vec::new()),
        },
        ctx,
    )
    .into()
}

/// A chain with its key, loaded as it is, without rustls' check that the key matches the
/// leaf: that check parses the leaf with webpki, which refuses X.509 v1 certificates
/// OpenSSL serves (the peer still verifies what it gets).
fn certified_key(
    chain: Vec<CertificateDer<'static>>,
    key: &PrivateKeyDer<'static>,
    ctx: &mut Context,
) -> JsResult<Arc<rustls::sign::CertifiedKey>> {
    #[allow(deprecated)]
    let signing = rustls::crypto::ring::sign::any_supported_type(key).map_err(|_| {
        ssl_error(
            "ERR_OSSL_UNSUPPORTED",
            "error:1E08010C:DECODER routines::unsupported",
            ctx,
        )
    })?;
    Ok(Arc::new(rustls::sign::CertifiedKey::new(chain, signing)))
}

/// A server's one chain and key, for every client, or a client's for every server.
#[derive(Debug)]
struct OneCertificate(Arc<rustls::sign::CertifiedKey>);

impl rustls::client::ResolvesClientCert for OneCertificate {
    fn resolve(
        &self,
        _root_hint_subjects: &[&[u8]],
        _sigschemes: &[SignatureScheme],
    ) -> Option<Arc<rustls::sign::CertifiedKey>> {
        Some(self.0.clone())
    }

    fn has_certs(&self) -> bool {
        true
    }
}

impl rustls::server::ResolvesServerCert for OneCertificate {
    fn resolve(
        &self,
        _: rustls::server::ClientHello<'_>,
    ) -> Option<Arc<rustls::sign::CertifiedKey>> {
        Some(self.0.clone())
    }
}

/// A server configuration from `context` (its chain, key, versions and trust) and `params`;
/// the chain verdict of a client certificate goes to `verdict`.
fn server_config(
    context: &JsObject,
    params: &ServerParams,
    verdict: &Verdict,
    ctx: &mut Context,
) -> JsResult<(rustls::ServerConfig, Arc<Vec<CertificateDer<'static>>>)> {
    let (chain, key, versions, roots, trusted) = {
        let c = context
            .downcast_ref::<SecureContext>()
            .ok_or_else(|| type_error("expected a secure context"))?;
        (
            c.chain.clone(),
            c.key.as_ref().map(PrivateKeyDer::clone_key),
            c.versions.clone(),
            c.roots.clone(),
            c.trusted.clone(),
        )
    };
    let Some(key) = key.filter(|_| !chain.is_empty()) else {
        return Err(ssl_error(
            "ERR_SSL_NO_SHARED_CIPHER",
            "error:0A0000C1:SSL routines::no shared cipher",
            ctx,
        ));
    };
    let certified = certified_key(chain, &key, ctx)?;
    let provider = provider();
    let builder = rustls::ServerConfig::builder_with_provider(provider.clone())
        .with_protocol_versions(&versions)
        .map_err(|e| config_error(e, ctx))?;
    let builder = if params.request_cert {
        let hints = trusted
            .iter()
            .filter_map(|c| cert_info::subject_der(c))
            .map(rustls::DistinguishedName::from)
            .collect();
        builder.with_client_cert_verifier(Arc::new(RecordingClientVerifier {
            inner: RecordingVerifier {
                roots,
                trusted: trusted.clone(),
                provider,
                verdict: verdict.clone(),
            },
            mandatory: params.reject_unauthorized,
            hints,
        }))
    } else {
        builder.with_no_client_auth()
    };
    let mut config = builder.with_cert_resolver(Arc::new(OneCertificate(certified)));
    config.alpn_protocols = params.alpn.clone();
    // Sessions are never resumed, so tickets would be bytes no client uses.
    config.send_tls13_tickets = 0;
    Ok((config, trusted))
}

/// A server with no certificate, standing in as a session's connection while its
/// ClientHello is read (it never sees a byte).
#[derive(Debug)]
struct NoCertificate;

impl rustls::server::ResolvesServerCert for NoCertificate {
    fn resolve(
        &self,
        _: rustls::server::ClientHello<'_>,
    ) -> Option<Arc<rustls::sign::CertifiedKey>> {
        None
    }
}

/// `serverSession(context, alpn, requestCert, rejectUnauthorized, byServerName)`: a
/// server side for one accepted connection. With `byServerName` the context is chosen
/// once the ClientHello has arrived (`feed` reports its server name, `selectContext`
/// goes on); `context` is then only checked to be one.
fn server_session(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let context = context_of(args.get_or_undefined(0))?;
    let params = ServerParams {
        alpn: alpn_arg(args.get_or_undefined(1), ctx)?,
        request_cert: args.get_or_undefined(2).to_boolean(),
        reject_unauthorized: args.get_or_undefined(3).to_boolean(),
    };
    let verdict: Verdict = Arc::default();
    if args.get_or_undefined(4).to_boolean() {
        let stand_in = rustls::ServerConfig::builder_with_provider(provider())
            .with_safe_default_protocol_versions()
            .map_err(|e| config_error(e, ctx))?
            .with_no_client_auth()
            .with_cert_resolver(Arc::new(NoCertificate));
        let conn =
            rustls::ServerConnection::new(Arc::new(stand_in)).map_err(|e| config_error(e, ctx))?;
        let hello = Hello {
            acceptor: rustls::server::Acceptor::default(),
            accepted: None,
            params,
            pending: Vec::new(),
            plain: Vec::new(),
        };
        return Ok(new_session(
            rustls::Connection::Server(conn),
            verdict,
            Arc::default(),
            Some(hello),
            ctx,
        ));
    }
    let (config, trusted) = server_config(&context, &params, &verdict, ctx)?;
    let mut conn =
        rustls::ServerConnection::new(Arc::new(config)).map_err(|e| config_error(e, ctx))?;
    conn.set_buffer_limit(None);
    Ok(new_session(
        rustls::Connection::Server(conn),
        verdict,
        trusted,
        None,
        ctx,
    ))
}

/// OpenSSL's code and reason for a TLS failure, as close as rustls' errors allow.
fn tls_failure(e: &rustls::Error) -> (String, String) {
    use rustls::Error as E;
    match e {
        E::AlertReceived(rustls::AlertDescription::CloseNotify) => {
            ("CLOSE_NOTIFY".into(), "close notify".into())
        }
        E::AlertReceived(alert) => {
            let name = snake_upper(&format!("{alert:?}"));
            // OpenSSL 3.2 renamed the SSLv3-era alerts "ssl/tls alert" (Node 26 has 3.5).
            let family = match name.as_str() {
                "HANDSHAKE_FAILURE"
                | "BAD_CERTIFICATE"
                | "CERTIFICATE_UNKNOWN"
                | "UNEXPECTED_MESSAGE"
                | "BAD_RECORD_MAC"
                | "UNSUPPORTED_CERTIFICATE"
                | "CERTIFICATE_REVOKED"
                | "CERTIFICATE_EXPIRED" => "SSL/TLS",
                _ => "TLSV1",
            };
            let reason = format!(
                "{} alert {}",
                family.to_ascii_lowercase(),
                name.to_ascii_lowercase().replace('_', " ")
            );
            (format!("ERR_SSL_{family}_ALERT_{name}"), reason)
        }
        E::InvalidMessage(_) | E::InappropriateMessage { .. } => (
            "ERR_SSL_WRONG_VERSION_NUMBER".into(),
            "wrong version number".into(),
        ),
        E::NoApplicationProtocol => (
            "ERR_SSL_NO_APPLICATION_PROTOCOL".into(),
            "no application protocol".into(),
        ),
        // The peer offers no protocol version this side allows: OpenSSL's "unsupported
        // protocol", not a cipher mismatch.
        E::PeerIncompatible(
            rustls::PeerIncompatible::SupportedVersionsExtensionRequired
            | rustls::PeerIncompatible::Tls12NotOffered
            | rustls::PeerIncompatible::Tls12NotOfferedOrEnabled
            | rustls::PeerIncompatible::ServerDoesNotSupportTls12Or13
            | rustls::PeerIncompatible::ServerTlsVersionIsDisabledByOurConfig
            | rustls::PeerIncompatible::Tls13RequiredForQuic,
        ) => (
            "ERR_SSL_UNSUPPORTED_PROTOCOL".into(),
            "unsupported protocol".into(),
        ),
        E::PeerIncompatible(_) => ("ERR_SSL_NO_SHARED_CIPHER".into(), "no shared cipher".into()),
        E::NoCertificatesPresented => (
            "ERR_SSL_PEER_DID_NOT_RETURN_A_CERTIFICATE".into(),
            "peer did not return a certificate".into(),
        ),
        E::DecryptError => (
            "ERR_SSL_DECRYPTION_FAILED_OR_BAD_RECORD_MAC".into(),
            "decryption failed or bad record mac".into(),
        ),
        other => ("ERR_SSL_SSL_HANDSHAKE_FAILURE".into(), other.to_string()),
    }
}

/// `HandshakeFailure` → `HANDSHAKE_FAILURE`.
fn snake_upper(camel: &str) -> String {
    let mut out = String::new();
    for (i, c) in camel.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// Flags of `feed`'s answer.
const HANDSHAKE_DONE: u32 = 1;
const PEER_CLOSED: u32 = 2;

/// Takes the ciphertext `input` into the session: the plaintext it carried, the flags, and
/// the failure (OpenSSL's code and reason) if the records were bad.
fn absorb(s: &Session, input: &[u8]) -> (Vec<u8>, u32, Option<(String, String)>) {
    let mut conn = s.conn.borrow_mut();
    let mut rest = input;
    let mut plain = Vec::new();
    let mut flags = 0;
    let mut failure = None;
    while failure.is_none() {
        if !rest.is_empty() {
            if let Err(e) = conn.read_tls(&mut rest) {
                failure = Some(("ERR_SSL_SSL_HANDSHAKE_FAILURE".to_string(), e.to_string()));
                break;
            }
        }
        match conn.process_new_packets() {
            Ok(state) => {
                let want = state.plaintext_bytes_to_read();
                if want > 0 {
                    let at = plain.len();
                    plain.resize(at + want, 0);
                    let n = conn.reader().read(&mut plain[at..]).unwrap_or(0);
                    plain.truncate(at + n);
                }
                if state.peer_has_closed() {
                    flags |= PEER_CLOSED;
                }
            }
            Err(e) => failure = Some(tls_failure(&e)),
        }
        if rest.is_empty() {
            break;
        }
    }
    if !conn.is_handshaking() && !s.announced.get() && failure.is_none() {
        s.announced.set(true);
        flags |= HANDSHAKE_DONE;
    }
    (plain, flags, failure)
}

/// `feed` while the ClientHello decides the context: `Some` with the servername (or
/// `None` when there is none) once the hello is whole, `Err` with OpenSSL's code and reason
/// when it is refused; `Ok(None)` while more is needed or the context is being chosen.
fn read_hello(s: &Session, input: &[u8]) -> Result<Option<Option<String>>, (String, String)> {
    let mut slot = s.hello.borrow_mut();
    let Some(hello) = slot.as_mut() else {
        return Ok(None);
    };
    if hello.accepted.is_some() {
        hello.pending.extend_from_slice(input);
        return Ok(None);
    }
    let mut rest = input;
    while !rest.is_empty() {
        match hello.acceptor.read_tls(&mut rest) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => return Err(("ERR_SSL_SSL_HANDSHAKE_FAILURE".to_string(), e.to_string())),
        }
    }
    match hello.acceptor.accept() {
        Ok(None) => Ok(None),
        Ok(Some(accepted)) => {
            let name = accepted.client_hello().server_name().map(str::to_string);
            hello.accepted = Some(accepted);
            hello.pending.extend_from_slice(rest);
            Ok(Some(name))
        }
        Err((e, mut alert)) => {
            let mut out = Vec::new();
            let _ = alert.write_all(&mut out);
            s.early_out.borrow_mut().extend_from_slice(&out);
            Err(tls_failure(&e))
        }
    }
}

/// A flag of `feed`: the ClientHello is whole; the fifth element is its server name.
const HELLO_READ: u32 = 4;

/// `[plaintext | undefined, flags, errorCode, errorReason, servername]`, `feed`'s answer.
fn feed_result(
    plain: &[u8],
    flags: u32,
    failure: Option<(String, String)>,
    servername: Option<String>,
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let plain = if plain.is_empty() {
        JsValue::undefined()
    } else {
        to_buffer(ctx, plain)?
    };
    let (code, reason) = match failure {
        Some((c, r)) => (js_string!(c).into(), js_string!(r).into()),
        None => (JsValue::undefined(), JsValue::undefined()),
    };
    let name = servername.map_or(JsValue::undefined(), |n| js_string!(n).into());
    Ok(JsArray::from_iter([plain, flags.into(), code, reason, name], ctx).into())
}

/// `feed(session, chunk)` → `[plaintext | undefined, flags, errorCode, errorReason,
/// servername]`. After an error the session holds the alert to send (`take`). The chunk's
/// bytes go to rustls where they lie, without a copy.
fn feed(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let session = session_of(args.get_or_undefined(0))?;
    let s = session
        .downcast_ref::<Session>()
        .ok_or_else(|| type_error("expected a TLS session"))?;
    if s.hello.borrow().is_some() {
        let Some(read) =
            update_input(args.get_or_undefined(1), ctx, |bytes| read_hello(&s, bytes))?
        else {
            return Err(type_error("feed: expected a buffer"));
        };
        drop(s);
        return match read {
            Ok(None) => feed_result(&[], 0, None, None, ctx),
            Ok(Some(name)) => feed_result(&[], HELLO_READ, None, name, ctx),
            Err(failure) => feed_result(&[], 0, Some(failure), None, ctx),
        };
    }
    let Some((plain, flags, failure)) =
        update_input(args.get_or_undefined(1), ctx, |bytes| absorb(&s, bytes))?
    else {
        return Err(type_error("feed: expected a buffer"));
    };
    drop(s);
    let plain = if plain.is_empty() {
        JsValue::undefined()
    } else {
        to_buffer(ctx, &plain)?
    };
    let (code, reason) = match failure {
        Some((c, r)) => (js_string!(c).into(), js_string!(r).into()),
        None => (JsValue::undefined(), JsValue::undefined()),
    };
    Ok(JsArray::from_iter([plain, flags.into(), code, reason], ctx).into())
}

/// A fatal handshake_failure alert record, in plaintext (nothing is encrypted yet).
const HANDSHAKE_FAILURE_ALERT: [u8; 7] = [0x15, 0x03, 0x03, 0x00, 0x02, 0x02, 0x28];

/// `selectContext(session, context)`: the context for the server name `feed` reported;
/// the handshake goes on with it and with what arrived meanwhile. Answers as `feed`.
fn select_context(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let session = session_of(args.get_or_undefined(0))?;
    let context = context_of(args.get_or_undefined(1))?;
    let (accepted, params, pending, plain, verdict) = {
        let s = session
            .downcast_ref::<Session>()
            .ok_or_else(|| type_error("expected a TLS session"))?;
        let Some(hello) = s.hello.borrow_mut().take() else {
            return Err(type_error("selectContext: no ClientHello is waiting"));
        };
        let Some(accepted) = hello.accepted else {
            return Err(type_error("selectContext: no ClientHello is waiting"));
        };
        (
            accepted,
            hello.params,
            hello.pending,
            hello.plain,
            s.verdict.clone(),
        )
    };
    let (config, trusted) = match server_config(&context, &params, &verdict, ctx) {
        Ok(c) => c,
        Err(e) => {
            // A context without a certificate fails the handshake as OpenSSL's does.
            let code = e
                .as_opaque()
                .and_then(|o| o.as_object())
                .and_then(|o| o.get(js_string!("code"), ctx).ok())
                .and_then(|c| c.as_string().map(|c| c.to_std_string_lossy()));
            if code.as_deref() != Some("ERR_SSL_NO_SHARED_CIPHER") {
                return Err(e);
            }
            // OpenSSL finds no key to sign the handshake with and sends handshake_failure.
            if let Some(s) = session.downcast_ref::<Session>() {
                s.early_out
                    .borrow_mut()
                    .extend_from_slice(&HANDSHAKE_FAILURE_ALERT);
            }
            let failure = (
                "ERR_SSL_NO_SUITABLE_SIGNATURE_ALGORITHM".to_string(),
                "no suitable signature algorithm".to_string(),
            );
            return feed_result(&[], 0, Some(failure), None, ctx);
        }
    };
    let s = session
        .downcast_ref::<Session>()
        .ok_or_else(|| type_error("expected a TLS session"))?;
    match accepted.into_connection(Arc::new(config)) {
        Ok(mut conn) => {
            conn.set_buffer_limit(None);
            if !plain.is_empty() {
                let _ = conn.writer().write_all(&plain);
            }
            *s.conn.borrow_mut() = rustls::Connection::Server(conn);
            *s.trusted.borrow_mut() = trusted;
        }
        Err((e, mut alert)) => {
            let mut out = Vec::new();
            let _ = alert.write_all(&mut out);
            s.early_out.borrow_mut().extend_from_slice(&out);
            drop(s);
            return feed_result(&[], 0, Some(tls_failure(&e)), None, ctx);
        }
    }
    let (plain, flags, failure) = absorb(&s, &pending);
    drop(s);
    feed_result(&plain, flags, failure, None, ctx)
}

/// `writePlain(session, chunk)`: queues application data (held until the handshake ends).
fn write_plain(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let session = session_of(args.get_or_undefined(0))?;
    let s = session
        .downcast_ref::<Session>()
        .ok_or_else(|| type_error("expected a TLS session"))?;
    let done = update_input(args.get_or_undefined(1), ctx, |bytes| {
        // Before the context is chosen, the connection is a stand-in: keep the bytes for
        // the real one.
        if let Some(hello) = s.hello.borrow_mut().as_mut() {
            hello.plain.extend_from_slice(bytes);
            return true;
        }
        s.conn.borrow_mut().writer().write_all(bytes).is_ok()
    })?;
    Ok(done.unwrap_or(false).into())
}

/// `take(session)` → the ciphertext to send, or `undefined`.
fn take(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let session = session_of(args.get_or_undefined(0))?;
    let out = {
        let s = session
            .downcast_ref::<Session>()
            .ok_or_else(|| type_error("expected a TLS session"))?;
        let mut conn = s.conn.borrow_mut();
        let mut out = std::mem::take(&mut *s.early_out.borrow_mut());
        while conn.wants_write() {
            match conn.write_tls(&mut out) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
        }
        out
    };
    if out.is_empty() {
        Ok(JsValue::undefined())
    } else {
        to_buffer(ctx, &out)
    }
}

/// `closeNotify(session)`: queues the close_notify alert (`take` sends it).
fn close_notify(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let session = session_of(args.get_or_undefined(0))?;
    if let Some(s) = session.downcast_ref::<Session>() {
        s.conn.borrow_mut().send_close_notify();
    }
    Ok(JsValue::undefined())
}

/// `exportKeyingMaterial(session, length, label, context)`: RFC 5705 keying material
/// (js-lib has checked the arguments and that the handshake is done).
fn export_keying_material(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let session = session_of(args.get_or_undefined(0))?;
    let length = args.get_or_undefined(1).to_length(ctx)?;
    let length = usize::try_from(length).map_err(|_| type_error("length out of range"))?;
    let label = bytes_arg(args.get_or_undefined(2), ctx)?.unwrap_or_default();
    let context = bytes_arg(args.get_or_undefined(3), ctx)?;
    let s = session
        .downcast_ref::<Session>()
        .ok_or_else(|| type_error("expected a TLS session"))?;
    let mut out = vec![0u8; length];
    let result = s
        .conn
        .borrow()
        .export_keying_material(&mut out, &label, context.as_deref());
    match result {
        Ok(_) => to_buffer(ctx, &out),
        Err(e) => Err(ssl_error(
            "ERR_SSL_EXPORT_KEYING_MATERIAL",
            &e.to_string(),
            ctx,
        )),
    }
}

/// Node's (OpenSSL's) name for a TLS 1.2 suite; TLS 1.3 names are the standard ones.
fn openssl_suite_name(standard: &str) -> String {
    let known = [
        (
            "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256",
            "ECDHE-ECDSA-AES128-GCM-SHA256",
        ),
        (
            "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384",
            "ECDHE-ECDSA-AES256-GCM-SHA384",
        ),
        (
            "TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256",
            "ECDHE-ECDSA-CHACHA20-POLY1305",
        ),
        (
            "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256",
            "ECDHE-RSA-AES128-GCM-SHA256",
        ),
        (
            "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384",
            "ECDHE-RSA-AES256-GCM-SHA384",
        ),
        (
            "TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256",
            "ECDHE-RSA-CHACHA20-POLY1305",
        ),
    ];
    known
        .iter()
        .find(|(s, _)| *s == standard)
        .map_or_else(|| standard.to_string(), |(_, o)| (*o).to_string())
}

/// `info(session)` → `{ protocol, cipher, standardName, alpn, servername, verifyError,
/// peerCertificates }` (strings or `undefined`; certificates as DER buffers, leaf first).
fn info(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let session = session_of(args.get_or_undefined(0))?;
    let (protocol, suite, alpn, servername, verdict, certs) = {
        let s = session
            .downcast_ref::<Session>()
            .ok_or_else(|| type_error("expected a TLS session"))?;
        let conn = s.conn.borrow();
        let protocol = conn.protocol_version().map(|v| match v {
            rustls::ProtocolVersion::TLSv1_3 => "TLSv1.3".to_string(),
            rustls::ProtocolVersion::TLSv1_2 => "TLSv1.2".to_string(),
            other => format!("{other:?}"),
        });
        let suite = conn
            .negotiated_cipher_suite()
            .map(|s| format!("{:?}", s.suite()).replacen("TLS13_", "TLS_", 1));
        let alpn = conn
            .alpn_protocol()
            .map(|p| String::from_utf8_lossy(p).into_owned());
        let servername = match &*conn {
            rustls::Connection::Server(sc) => sc.server_name().map(str::to_string),
            rustls::Connection::Client(_) => None,
        };
        let verdict = s.verdict.lock().ok().and_then(|v| *v);
        let mut certs: Vec<Vec<u8>> = conn
            .peer_certificates()
            .map(|c| c.iter().map(|d| d.as_ref().to_vec()).collect())
            .unwrap_or_default();
        // The issuers from the `ca` list, as OpenSSL's verified chain has them.
        while let Some(i) = certs
            .last()
            .and_then(|c| cert_info::issuer_in(c, &s.trusted.borrow()))
        {
            let next = s.trusted.borrow()[i].as_ref().to_vec();
            if certs.contains(&next) || certs.len() > 10 {
                break;
            }
            certs.push(next);
        }
        (protocol, suite, alpn, servername, verdict, certs)
    };
    let o = native_object(ctx, &[]);
    let text = |v: Option<String>| v.map_or(JsValue::undefined(), |s| js_string!(s).into());
    set_prop(&o, "protocol", text(protocol), ctx)?;
    set_prop(
        &o,
        "cipher",
        text(suite.as_deref().map(openssl_suite_name)),
        ctx,
    )?;
    set_prop(&o, "standardName", text(suite), ctx)?;
    set_prop(&o, "alpn", text(alpn), ctx)?;
    set_prop(&o, "servername", text(servername), ctx)?;
    set_prop(&o, "verifyError", text(verdict.map(str::to_string)), ctx)?;
    let mut list = Vec::with_capacity(certs.len());
    for c in &certs {
        list.push(to_buffer(ctx, c)?);
    }
    set_prop(
        &o,
        "peerCertificates",
        JsArray::from_iter(list, ctx).into(),
        ctx,
    )?;
    Ok(o.into())
}

pub fn create(ctx: &mut Context) -> JsObject {
    native_object(
        ctx,
        &[
            (
                "createContext",
                1,
                NativeFunction::from_fn_ptr(create_context),
            ),
            (
                "clientSession",
                3,
                NativeFunction::from_fn_ptr(client_session),
            ),
            (
                "serverSession",
                5,
                NativeFunction::from_fn_ptr(server_session),
            ),
            ("feed", 2, NativeFunction::from_fn_ptr(feed)),
            (
                "selectContext",
                2,
                NativeFunction::from_fn_ptr(select_context),
            ),
            ("writePlain", 2, NativeFunction::from_fn_ptr(write_plain)),
            ("take", 1, NativeFunction::from_fn_ptr(take)),
            ("closeNotify", 1, NativeFunction::from_fn_ptr(close_notify)),
            ("info", 1, NativeFunction::from_fn_ptr(info)),
            (
                "exportKeyingMaterial",
                4,
                NativeFunction::from_fn_ptr(export_keying_material),
            ),
            (
                "parseCertificate",
                1,
                NativeFunction::from_fn_ptr(cert_info::parse_certificate),
            ),
        ],
    )
}
