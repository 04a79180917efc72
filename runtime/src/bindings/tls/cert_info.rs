//! A peer certificate as the fields of Node's `getPeerCertificate()`: names as
//! `[key, value]` pairs in OpenSSL's short names, `subjectaltname` in OpenSSL's text,
//! validity in OpenSSL's `ASN1_TIME_print` form, serial and fingerprints in upper-case hex.

use boa_engine::object::builtins::JsArray;
use boa_engine::{js_string, Context, JsArgs, JsNativeError, JsResult, JsValue};
use der::asn1::{Ia5StringRef, PrintableStringRef, TeletexStringRef, Utf8StringRef};
use der::{Decode, Tag, Tagged};
use rustls::pki_types::CertificateDer;
use sha1::Digest;
use x509_cert::ext::pkix::name::GeneralName;
use x509_cert::ext::pkix::{BasicConstraints, ExtendedKeyUsage, SubjectAltName};
use x509_cert::name::Name;
use x509_cert::time::Time;
use x509_cert::Certificate;

use crate::bindings::crypto::{to_buffer, with_bytes};
use crate::host::runtime::{native_object, set_prop};

/// Whether the certificate's issuer is its subject (a self-issued, usually self-signed, one).
pub(super) fn issuer_is_subject(der: &CertificateDer<'_>) -> Option<bool> {
    let cert = Certificate::from_der(der.as_ref()).ok()?;
    let tbs = cert.tbs_certificate();
    Some(tbs.issuer() == tbs.subject())
}

/// The DER of a certificate's subject name, as a server names the CAs it accepts.
pub(super) fn subject_der(der: &CertificateDer<'_>) -> Option<Vec<u8>> {
    use der::Encode;
    Certificate::from_der(der.as_ref())
        .ok()?
        .tbs_certificate()
        .subject()
        .to_der()
        .ok()
}

/// Whether a DER certificate is X.509 version 1 (no extensions), which webpki refuses.
pub(super) fn is_v1(der: &CertificateDer<'_>) -> bool {
    Certificate::from_der(der.as_ref())
        .is_ok_and(|c| c.tbs_certificate().version() == x509_cert::Version::V1)
}

/// The index in `pool` of the certificate that issued `cert` (its subject is `cert`'s
/// issuer), when `cert` is not self-issued: how OpenSSL completes a chain from its store.
pub(super) fn issuer_in(cert: &[u8], pool: &[CertificateDer<'_>]) -> Option<usize> {
    let cert = Certificate::from_der(cert).ok()?;
    let tbs = cert.tbs_certificate();
    if tbs.issuer() == tbs.subject() {
        return None;
    }
    pool.iter().position(|c| {
        Certificate::from_der(c.as_ref())
            .is_ok_and(|c| c.tbs_certificate().subject() == tbs.issuer())
    })
}

/// OpenSSL's short name for an attribute type.
fn short_name(oid: &str) -> String {
    match oid {
        "2.5.4.3" => "CN",
        "2.5.4.6" => "C",
        "2.5.4.7" => "L",
        "2.5.4.8" => "ST",
        "2.5.4.9" => "street",
        "2.5.4.10" => "O",
        "2.5.4.11" => "OU",
        "2.5.4.5" => "serialNumber",
        "2.5.4.4" => "SN",
        "2.5.4.42" => "GN",
        "2.5.4.12" => "title",
        "2.5.4.17" => "postalCode",
        "1.2.840.113549.1.9.1" => "emailAddress",
        "0.9.2342.19200300.100.1.25" => "DC",
        "0.9.2342.19200300.100.1.1" => "UID",
        other => return other.to_string(),
    }
    .to_string()
}

fn name_pairs(name: &Name, ctx: &mut Context) -> JsValue {
    let mut pairs = Vec::new();
    for atv in name.iter() {
        let v = &atv.value;
        let text = match v.tag() {
            Tag::Utf8String => Utf8StringRef::try_from(v)
                .ok()
                .map(|s| s.as_str().to_string()),
            Tag::PrintableString => PrintableStringRef::try_from(v)
                .ok()
                .map(|s| s.as_str().to_string()),
            Tag::Ia5String => Ia5StringRef::try_from(v)
                .ok()
                .map(|s| s.as_str().to_string()),
            Tag::TeletexString => TeletexStringRef::try_from(v)
                .ok()
                .map(|s| s.as_str().to_string()),
            _ => None,
        };
        let Some(text) = text else { continue };
        let key: JsValue = js_string!(short_name(&atv.oid.to_string())).into();
        let pair = JsArray::from_iter([key, js_string!(text).into()], ctx);
        pairs.push(JsValue::from(pair));
    }
    JsArray::from_iter(pairs, ctx).into()
}

/// `Jan  1 00:00:00 2024 GMT`.
fn openssl_time(t: &Time) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let d = t.to_date_time();
    format!(
        "{} {:>2} {:02}:{:02}:{:02} {} GMT",
        MONTHS[usize::from(d.month().clamp(1, 12) - 1)],
        d.day(),
        d.hour(),
        d.minutes(),
        d.seconds(),
        d.year()
    )
}

fn colon_hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect::<Vec<_>>()
        .join(":")
}

fn ip_text(bytes: &[u8]) -> String {
    match bytes.len() {
        4 => std::net::Ipv4Addr::new(bytes[0], bytes[1], bytes[2], bytes[3]).to_string(),
        16 => {
            let mut a = [0u8; 16];
            a.copy_from_slice(bytes);
            // OpenSSL prints every group, upper case, without compression.
            a.chunks(2)
                .map(|g| format!("{:X}", u16::from_be_bytes([g[0], g[1]])))
                .collect::<Vec<_>>()
                .join(":")
        }
        _ => "<invalid>".to_string(),
    }
}

/// The public-key fields OpenSSL reports: RSA's modulus (hex), exponent (`0x…`) and the
/// SPKI as `pubkey`; an EC key's point as `pubkey` and its curve names.
#[derive(Default)]
struct KeyFields {
    modulus: Option<String>,
    exponent: Option<String>,
    pubkey: Option<Vec<u8>>,
    bits: Option<u32>,
    curve: Option<(&'static str, &'static str)>,
}

fn public_key(spki: &x509_cert::spki::SubjectPublicKeyInfoOwned) -> KeyFields {
    let mut out = KeyFields::default();
    let bits = spki.subject_public_key.raw_bytes();
    match spki.algorithm.oid.to_string().as_str() {
        "1.2.840.113549.1.1.1" => {
            if let Ok(rsa) = pkcs1::RsaPublicKey::<der::asn1::UintRef<'_>>::from_der(bits) {
                let n = rsa.modulus.as_bytes();
                out.modulus = Some(n.iter().map(|b| format!("{b:02X}")).collect());
                let e = rsa.public_exponent.as_bytes();
                let e_hex: String = e.iter().map(|b| format!("{b:02x}")).collect();
                out.exponent = Some(format!("0x{}", e_hex.trim_start_matches('0')));
                let lead = n.first().map_or(0, |b| 8 - b.leading_zeros());
                out.bits = Some(((n.len().saturating_sub(1)) * 8) as u32 + lead);
                out.pubkey = der::Encode::to_der(spki).ok();
            }
        }
        "1.2.840.10045.2.1" => {
            let curve = spki
                .algorithm
                .parameters
                .as_ref()
                .and_then(|p| p.decode_as::<der::asn1::ObjectIdentifier>().ok())
                .map(|o| o.to_string());
            let (asn1, nist, size) = match curve.as_deref() {
                Some("1.2.840.10045.3.1.7") => ("prime256v1", "P-256", 256),
                Some("1.3.132.0.34") => ("secp384r1", "P-384", 384),
                Some("1.3.132.0.35") => ("secp521r1", "P-521", 521),
                _ => return out,
            };
            out.curve = Some((asn1, nist));
            out.bits = Some(size);
            out.pubkey = Some(bits.to_vec());
        }
        _ => {}
    }
    out
}

fn alt_names(san: &SubjectAltName) -> String {
    let mut parts = Vec::new();
    for name in &san.0 {
        match name {
            GeneralName::DnsName(s) => parts.push(format!("DNS:{}", s.as_str())),
            GeneralName::Rfc822Name(s) => parts.push(format!("email:{}", s.as_str())),
            GeneralName::UniformResourceIdentifier(s) => parts.push(format!("URI:{}", s.as_str())),
            GeneralName::IpAddress(o) => {
                parts.push(format!("IP Address:{}", ip_text(o.as_bytes())))
            }
            GeneralName::RegisteredId(oid) => parts.push(format!("Registered ID:{oid}")),
            _ => {}
        }
    }
    parts.join(", ")
}

/// `parseCertificate(der)` → `{ subject, issuer, subjectaltname, ca, valid_from, valid_to,
/// serialNumber, fingerprint, fingerprint256, fingerprint512, raw }`, or `undefined` for
/// bytes that are no certificate.
pub(super) fn parse_certificate(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let Some(der) = with_bytes(args.get_or_undefined(0), ctx, <[u8]>::to_vec)? else {
        return Err(JsNativeError::typ()
            .with_message("parseCertificate: expected a buffer")
            .into());
    };
    let Ok(cert) = Certificate::from_der(&der) else {
        return Ok(JsValue::undefined());
    };
    let tbs = cert.tbs_certificate();
    let o = native_object(ctx, &[]);
    let undefined = JsValue::undefined;
    let subject = name_pairs(tbs.subject(), ctx);
    set_prop(&o, "subject", subject, ctx)?;
    let issuer = name_pairs(tbs.issuer(), ctx);
    set_prop(&o, "issuer", issuer, ctx)?;
    let san = match tbs.get_extension::<SubjectAltName>() {
        Ok(Some((_, san))) => js_string!(alt_names(&san)).into(),
        _ => undefined(),
    };
    set_prop(&o, "subjectaltname", san, ctx)?;
    set_prop(&o, "infoAccess", undefined(), ctx)?;
    let ca = matches!(tbs.get_extension::<BasicConstraints>(), Ok(Some((_, bc))) if bc.ca);
    set_prop(&o, "ca", ca.into(), ctx)?;
    let key = public_key(tbs.subject_public_key_info());
    let text = |v: Option<String>| v.map_or_else(undefined, |s| js_string!(s).into());
    set_prop(&o, "modulus", text(key.modulus), ctx)?;
    set_prop(&o, "exponent", text(key.exponent), ctx)?;
    let pubkey = match &key.pubkey {
        Some(bytes) => to_buffer(ctx, bytes)?,
        None => undefined(),
    };
    set_prop(&o, "pubkey", pubkey, ctx)?;
    set_prop(
        &o,
        "bits",
        key.bits.map_or_else(undefined, JsValue::from),
        ctx,
    )?;
    let validity = tbs.validity();
    set_prop(
        &o,
        "valid_from",
        js_string!(openssl_time(&validity.not_before)).into(),
        ctx,
    )?;
    set_prop(
        &o,
        "valid_to",
        js_string!(openssl_time(&validity.not_after)).into(),
        ctx,
    )?;
    set_prop(
        &o,
        "fingerprint",
        js_string!(colon_hex(&sha1::Sha1::digest(&der))).into(),
        ctx,
    )?;
    let f256 = colon_hex(&sha2::Sha256::digest(&der));
    set_prop(&o, "fingerprint256", js_string!(f256).into(), ctx)?;
    let f512 = colon_hex(&sha2::Sha512::digest(&der));
    set_prop(&o, "fingerprint512", js_string!(f512).into(), ctx)?;
    let eku = match tbs.get_extension::<ExtendedKeyUsage>() {
        Ok(Some((_, eku))) => {
            let oids: Vec<JsValue> = eku
                .0
                .iter()
                .map(|o| js_string!(o.to_string()).into())
                .collect();
            JsArray::from_iter(oids, ctx).into()
        }
        _ => undefined(),
    };
    set_prop(&o, "ext_key_usage", eku, ctx)?;
    let serial: String = tbs
        .serial_number()
        .as_bytes()
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect();
    set_prop(&o, "serialNumber", js_string!(serial).into(), ctx)?;
    let raw = to_buffer(ctx, &der)?;
    set_prop(&o, "raw", raw, ctx)?;
    let (asn1, nist) = match key.curve {
        Some((a, n)) => (js_string!(a).into(), js_string!(n).into()),
        None => (undefined(), undefined()),
    };
    set_prop(&o, "asn1Curve", asn1, ctx)?;
    set_prop(&o, "nistCurve", nist, ctx)?;
    Ok(o.into())
}
