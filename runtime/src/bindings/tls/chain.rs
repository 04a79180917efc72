//! Certificate checks done without webpki's certificate parser, which refuses X.509 v1
//! certificates that OpenSSL (and so Node) accepts: handshake signatures checked with the
//! leaf's public key alone, and OpenSSL's chain walk from a leaf to a trusted certificate.

use der::{Decode, Encode};
use rustls::client::danger::HandshakeSignatureValid;
use rustls::crypto::WebPkiSupportedAlgorithms;
use rustls::pki_types::{
    CertificateDer, SignatureVerificationAlgorithm, SubjectPublicKeyInfoDer, UnixTime,
};
use rustls::{CertificateError, DigitallySignedStruct, PeerIncompatible};
use x509_cert::Certificate;

/// The bytes of one DER element: `(header + contents, contents)`, and what follows it.
pub(super) fn element(der: &[u8]) -> Option<(&[u8], &[u8], &[u8])> {
    let first = *der.get(1)?;
    let (len, start) = if first < 0x80 {
        (usize::from(first), 2)
    } else {
        let n = usize::from(first & 0x7f);
        if n == 0 || n > 4 {
            return None;
        }
        let bytes = der.get(2..2 + n)?;
        let len = bytes
            .iter()
            .fold(0usize, |acc, b| (acc << 8) | usize::from(*b));
        (len, 2 + n)
    };
    let end = start.checked_add(len)?;
    Some((der.get(..end)?, der.get(start..end)?, der.get(end..)?))
}

/// The contents of a DER element (an AlgorithmIdentifier without its SEQUENCE header is
/// how rustls names algorithms).
fn contents(der: &[u8]) -> Option<&[u8]> {
    element(der).map(|(_, c, _)| c)
}

/// A public key as rustls' signature algorithms take it.
struct PublicKey {
    /// The AlgorithmIdentifier's contents.
    algorithm: Vec<u8>,
    key: Vec<u8>,
}

impl PublicKey {
    fn of(cert: &Certificate) -> Option<Self> {
        let spki = cert.tbs_certificate().subject_public_key_info();
        let algorithm = spki.algorithm.to_der().ok()?;
        Some(Self {
            algorithm: contents(&algorithm)?.to_vec(),
            key: spki.subject_public_key.as_bytes()?.to_vec(),
        })
    }

    /// Whether `signature` over `message` verifies with this key through `alg`; `None`
    /// when `alg` is not for this kind of key.
    fn verifies(
        &self,
        alg: &dyn SignatureVerificationAlgorithm,
        message: &[u8],
        signature: &[u8],
    ) -> Option<bool> {
        (alg.public_key_alg_id().as_ref() == self.algorithm.as_slice())
            .then(|| alg.verify_signature(&self.key, message, signature).is_ok())
    }
}

fn bad_certificate() -> rustls::Error {
    rustls::Error::InvalidCertificate(CertificateError::BadEncoding)
}

/// A TLS 1.2 or 1.3 handshake signature, checked with the public key of `cert`. TLS 1.3
/// goes through rustls' raw-key check (its own schemes, the first algorithm of each);
/// TLS 1.2 tries every algorithm of the scheme that fits the key, as rustls does.
pub(super) fn verify_handshake_signature(
    message: &[u8],
    cert: &CertificateDer<'_>,
    dss: &DigitallySignedStruct,
    algs: &WebPkiSupportedAlgorithms,
    tls13: bool,
) -> Result<HandshakeSignatureValid, rustls::Error> {
    let parsed = Certificate::from_der(cert.as_ref()).map_err(|_| bad_certificate())?;
    if tls13 {
        let spki = parsed
            .tbs_certificate()
            .subject_public_key_info()
            .to_der()
            .map_err(|_| bad_certificate())?;
        return rustls::crypto::verify_tls13_signature_with_raw_key(
            message,
            &SubjectPublicKeyInfoDer::from(spki),
            dss,
            algs,
        );
    }
    let key = PublicKey::of(&parsed).ok_or_else(bad_certificate)?;
    let candidates = algs
        .mapping
        .iter()
        .filter(|(scheme, _)| *scheme == dss.scheme)
        .flat_map(|(_, list)| list.iter());
    for alg in candidates {
        match key.verifies(*alg, message, dss.signature()) {
            Some(true) => return Ok(HandshakeSignatureValid::assertion()),
            Some(false) => {
                return Err(rustls::Error::InvalidCertificate(
                    CertificateError::BadSignature,
                ))
            }
            None => {}
        }
    }
    Err(PeerIncompatible::NoSignatureSchemesInCommon.into())
}

/// Whether `issuer` signed `cert` (`cert_der` is `cert`'s own encoding, whose
/// tbsCertificate bytes are what was signed).
fn signed_by(
    cert_der: &[u8],
    cert: &Certificate,
    issuer: &Certificate,
    algs: &WebPkiSupportedAlgorithms,
) -> bool {
    let Some(tbs) = contents(cert_der).and_then(element).map(|(tbs, _, _)| tbs) else {
        return false;
    };
    let Some(signature) = cert.signature().as_bytes() else {
        return false;
    };
    let Some(sig_alg) = cert
        .signature_algorithm()
        .to_der()
        .ok()
        .and_then(|d| contents(&d).map(<[u8]>::to_vec))
    else {
        return false;
    };
    let Some(key) = PublicKey::of(issuer) else {
        return false;
    };
    algs.all
        .iter()
        .filter(|a| a.signature_alg_id().as_ref() == sig_alg.as_slice())
        .any(|a| key.verifies(*a, tbs, signature) == Some(true))
}

/// Whether `now` falls outside the certificate's validity, as OpenSSL's code.
fn time_error(cert: &Certificate, now: UnixTime) -> Option<&'static str> {
    let validity = cert.tbs_certificate().validity();
    let now = now.as_secs();
    if validity.not_before.to_unix_duration().as_secs() > now {
        Some("CERT_NOT_YET_VALID")
    } else if validity.not_after.to_unix_duration().as_secs() < now {
        Some("CERT_HAS_EXPIRED")
    } else {
        None
    }
}

/// OpenSSL's verdict for a chain, found by walking from the leaf to a certificate in
/// `trusted` through the issuers among `intermediates` and `trusted`: `None` when it
/// chains, else the verify code OpenSSL reports first (issuer problems before signature and
/// time problems).
pub(super) fn walk(
    leaf: &CertificateDer<'_>,
    intermediates: &[CertificateDer<'_>],
    trusted: &[CertificateDer<'_>],
    algs: &WebPkiSupportedAlgorithms,
    now: UnixTime,
) -> Option<&'static str> {
    let parse = |d: &CertificateDer<'_>| Certificate::from_der(d.as_ref()).ok();
    let Some(mut current) = parse(leaf) else {
        return Some("CERT_REJECTED");
    };
    let mut current_der: Vec<u8> = leaf.as_ref().to_vec();
    let mut chain = vec![current.clone()];
    let mut signature_failed = false;
    // OpenSSL's default depth limit is 100; real chains are a handful long.
    for depth in 0..100 {
        if trusted.iter().any(|t| t.as_ref() == current_der.as_slice()) {
            break;
        }
        let tbs = current.tbs_certificate();
        let self_issued = tbs.issuer() == tbs.subject();
        let candidates = trusted
            .iter()
            .map(|t| (t, true))
            .chain(intermediates.iter().map(|t| (t, false)));
        let mut found = None;
        let mut name_match = false;
        for (der, is_trusted) in candidates {
            let Some(issuer) = parse(der) else { continue };
            if issuer.tbs_certificate().subject() != tbs.issuer() {
                continue;
            }
            name_match = true;
            if signed_by(&current_der, &current, &issuer, algs) {
                found = Some((der.as_ref().to_vec(), issuer, is_trusted));
                break;
            }
        }
        match found {
            // A self-signed certificate ends the chain: trusted only if it is in the store.
            Some((der, issuer, is_trusted)) if !self_issued || is_trusted => {
                if is_trusted && der == current_der {
                    break;
                }
                current_der = der;
                current = issuer;
                chain.push(current.clone());
                if is_trusted {
                    break;
                }
            }
            _ if self_issued => {
                return Some(if depth == 0 {
                    "DEPTH_ZERO_SELF_SIGNED_CERT"
                } else {
                    "SELF_SIGNED_CERT_IN_CHAIN"
                });
            }
            _ if name_match => {
                signature_failed = true;
                break;
            }
            _ => {
                return Some(if depth == 0 {
                    "UNABLE_TO_VERIFY_LEAF_SIGNATURE"
                } else {
                    "UNABLE_TO_GET_ISSUER_CERT_LOCALLY"
                });
            }
        }
    }
    if signature_failed {
        return Some("CERT_SIGNATURE_FAILURE");
    }
    // OpenSSL checks from the top of the chain down.
    chain.iter().rev().find_map(|c| time_error(c, now))
}
