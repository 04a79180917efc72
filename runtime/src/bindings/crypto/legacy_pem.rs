//! OpenSSL's traditional encrypted PEM for PKCS#1 (`RSA PRIVATE KEY`) and SEC1
//! (`EC PRIVATE KEY`) keys: a `Proc-Type: 4,ENCRYPTED` header, a `DEK-Info: CIPHER,IVHEX`
//! header, and the DER encrypted with that cipher under a key made by OpenSSL's
//! `EVP_BytesToKey` (MD5, one round, the IV's first 8 bytes as salt). Old keys on disk and
//! `export({type: 'pkcs1', cipher, passphrase})` use it; PKCS#8 has its own scheme.

use super::md5_rounds::Md5;
use digest::Digest;

use super::cipher::{self, Cipher, Mode};
use super::hex_decode;

/// Why an encrypted block could not be read or written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LegacyError {
    /// The block is encrypted and no passphrase was given.
    NoPassphrase,
    /// DEK-Info names a cipher OpenSSL does not know, or carries a bad IV.
    UnsupportedEncryption,
    /// Writing with a cipher that is known but not usable here (no IV: ECB; AEADs).
    UnsupportedCipher,
    /// Writing with a name that is no cipher at all.
    UnknownCipher,
    /// The padding did not check out (wrong passphrase, most of the time).
    BadDecrypt,
    /// Not a PEM block this reader understands.
    Malformed,
}

/// One PEM block with RFC 1421 headers.
pub(super) struct Block {
    pub(super) label: String,
    headers: Vec<(String, String)>,
    pub(super) body: Vec<u8>,
}

impl Block {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Whether the block carries `Proc-Type: 4,ENCRYPTED`.
    pub(super) fn is_encrypted(&self) -> bool {
        self.header("Proc-Type")
            .is_some_and(|v| v.replace(' ', "").eq_ignore_ascii_case("4,ENCRYPTED"))
    }
}

/// The first PEM block of `text` if it has headers (`None` for a plain block).
pub(super) fn block_with_headers(text: &str) -> Result<Option<Block>, LegacyError> {
    Ok(read_block(text)?.filter(|b| !b.headers.is_empty()))
}

/// The first PEM block of `text`, read as OpenSSL reads one: text before BEGIN and after
/// END is skipped, base64 lines may have any length (RFC 7468's 64 is what writers use),
/// RFC 1421 headers are kept. `None` without a BEGIN line.
pub(super) fn read_block(text: &str) -> Result<Option<Block>, LegacyError> {
    let Some(start) = text.find("-----BEGIN ") else {
        return Ok(None);
    };
    let rest = &text[start + 11..];
    let label_end = rest.find("-----").ok_or(LegacyError::Malformed)?;
    let label = rest[..label_end].to_string();
    let after = rest[label_end + 5..].trim_start_matches(['\r', '\n']);
    let end = after.find("-----END ").ok_or(LegacyError::Malformed)?;
    // OpenSSL wants the END line to name the BEGIN line's label and close with dashes: a
    // truncated or mismatched END line is no block.
    let closing = &after[end + 9..];
    if !closing
        .strip_prefix(label.as_str())
        .is_some_and(|r| r.starts_with("-----"))
    {
        return Err(LegacyError::Malformed);
    }
    let inner = &after[..end];
    let mut headers = Vec::new();
    let mut body = String::new();
    let mut in_headers = true;
    for line in inner.lines() {
        let line = line.trim_end_matches('\r');
        if in_headers {
            if line.is_empty() {
                in_headers = false;
                continue;
            }
            if let Some((k, v)) = line.split_once(':') {
                headers.push((k.trim().to_string(), v.trim().to_string()));
                continue;
            }
            in_headers = false;
        }
        body.push_str(line.trim());
    }
    use base64::Engine as _;
    let body = base64::engine::general_purpose::STANDARD
        .decode(body.as_bytes())
        .map_err(|_| LegacyError::Malformed)?;
    Ok(Some(Block {
        label,
        headers,
        body,
    }))
}

/// `EVP_BytesToKey(cipher, MD5, salt, pass, count = 1)`: the key part only.
fn bytes_to_key(pass: &[u8], salt: &[u8], len: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(len + 16);
    let mut prev: Option<[u8; 16]> = None;
    while out.len() < len {
        let mut h = Md5::new();
        if let Some(p) = prev {
            h.update(p);
        }
        h.update(pass);
        h.update(salt);
        let d: [u8; 16] = h.finalize().into();
        out.extend_from_slice(&d);
        prev = Some(d);
    }
    out.truncate(len);
    out
}

/// A cipher usable for traditional PEM: one with an IV of at least 8 bytes (the salt),
/// not an AEAD (OpenSSL writes no tag, so reading back would fail).
fn pem_cipher(name: &str) -> Result<&'static cipher::Spec, LegacyError> {
    let spec = cipher::lookup(name).ok_or(LegacyError::UnknownCipher)?;
    if spec.iv_len < 8 || matches!(spec.mode, Mode::Gcm | Mode::ChaChaPoly) {
        return Err(LegacyError::UnsupportedCipher);
    }
    Ok(spec)
}

fn run(
    spec: &'static cipher::Spec,
    pass: &[u8],
    iv: &[u8],
    data: &[u8],
    encrypt: bool,
) -> Result<Vec<u8>, LegacyError> {
    let key = bytes_to_key(pass, &iv[..8], spec.key_len);
    let mut c = Cipher::new(spec, &key, Some(iv), encrypt, None)
        .map_err(|_| LegacyError::UnsupportedEncryption)?;
    let mut out = c.update(data).map_err(|_| LegacyError::BadDecrypt)?;
    out.extend(c.finish().map_err(|_| LegacyError::BadDecrypt)?);
    Ok(out)
}

/// The DER inside an encrypted block.
pub(super) fn decrypt(block: &Block, pass: Option<&[u8]>) -> Result<Vec<u8>, LegacyError> {
    let dek = block
        .header("DEK-Info")
        .ok_or(LegacyError::UnsupportedEncryption)?;
    let (name, iv_hex) = dek
        .split_once(',')
        .ok_or(LegacyError::UnsupportedEncryption)?;
    let spec = pem_cipher(name.trim()).map_err(|_| LegacyError::UnsupportedEncryption)?;
    let iv = hex_decode(iv_hex.trim()).ok_or(LegacyError::UnsupportedEncryption)?;
    if iv.len() != spec.iv_len {
        return Err(LegacyError::UnsupportedEncryption);
    }
    let pass = pass.ok_or(LegacyError::NoPassphrase)?;
    run(spec, pass, &iv, &block.body, false)
}

/// `der` as an encrypted PEM block labelled `label`, written as OpenSSL writes it.
pub(super) fn encrypt(
    label: &str,
    der: &[u8],
    cipher_name: &str,
    pass: &[u8],
    iv: &[u8],
) -> Result<String, LegacyError> {
    let spec = pem_cipher(cipher_name)?;
    let iv = iv
        .get(..spec.iv_len)
        .ok_or(LegacyError::UnsupportedCipher)?;
    let body = run(spec, pass, iv, der, true)?;
    use base64::Engine as _;
    let b64 = base64::engine::general_purpose::STANDARD.encode(body);
    let mut out = format!(
        "-----BEGIN {label}-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: {},",
        spec.name.to_ascii_uppercase()
    );
    for b in iv {
        out.push_str(&format!("{b:02X}"));
    }
    out.push_str("\n\n");
    for chunk in b64.as_bytes().chunks(64) {
        out.push_str(std::str::from_utf8(chunk).unwrap_or_default());
        out.push('\n');
    }
    out.push_str(&format!("-----END {label}-----\n"));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_wrong_passphrase() {
        let der = b"0123456789 some DER-ish bytes that are not a key".to_vec();
        for name in ["aes-256-cbc", "aes-128-ctr", "des-ede3-cbc"] {
            let iv = [7u8; 16];
            let pem = encrypt("RSA PRIVATE KEY", &der, name, b"secret", &iv).unwrap();
            let block = block_with_headers(&pem).unwrap().unwrap();
            assert!(block.is_encrypted());
            assert_eq!(block.label, "RSA PRIVATE KEY");
            assert_eq!(decrypt(&block, Some(b"secret")).unwrap(), der);
            assert_eq!(decrypt(&block, None), Err(LegacyError::NoPassphrase));
        }
        let pem = encrypt("EC PRIVATE KEY", &der, "aes-128-cbc", b"a", &[1; 16]).unwrap();
        let block = block_with_headers(&pem).unwrap().unwrap();
        // A wrong passphrase fails the padding check except by chance; this one does.
        assert!(decrypt(&block, Some(b"b")).map_or(true, |d| d != der));
    }

    #[test]
    fn key_derivation_matches_openssl() {
        // `openssl enc -aes-192-cbc -k password -S 0102030405060708 -P -md md5`; its key
        // spans two MD5 blocks, so the chaining is checked too.
        let key = bytes_to_key(b"password", &[1, 2, 3, 4, 5, 6, 7, 8], 24);
        assert_eq!(
            Some(key),
            hex_decode("E7B0971E52CA5CC8D0539FB3412F6316F7BA2E6EE293D9F3")
        );
    }

    #[test]
    fn refuses_what_openssl_refuses() {
        assert_eq!(
            encrypt("RSA PRIVATE KEY", b"x", "aes-128-ecb", b"p", &[0; 16]),
            Err(LegacyError::UnsupportedCipher)
        );
        assert_eq!(
            encrypt("RSA PRIVATE KEY", b"x", "nope", b"p", &[0; 16]),
            Err(LegacyError::UnknownCipher)
        );
        let bad = "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-XYZ,00\n\nAAAA\n-----END RSA PRIVATE KEY-----\n";
        let block = block_with_headers(bad).unwrap().unwrap();
        assert_eq!(
            decrypt(&block, Some(b"p")),
            Err(LegacyError::UnsupportedEncryption)
        );
    }
}
