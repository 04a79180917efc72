//! The few DER pieces the crates' types do not cover: writing and reading one TLV with a
//! definite length, unsigned INTEGERs of any size, and the PKCS#8/SPKI shells around key
//! material (for DSA and DH keys, one INTEGER). Used for RSASSA-PSS-params (pss.rs), DSA keys
//! (dsa_keys.rs), Diffie-Hellman keys (dh_keys.rs) and the public key inside an X.509
//! certificate.

/// `tag`, the DER length of `value`, then `value`.
pub(super) fn tlv(tag: u8, value: &[u8]) -> Vec<u8> {
    let mut out = vec![tag];
    let len = value.len();
    if len < 0x80 {
        out.push(len as u8);
    } else {
        let bytes = len.to_be_bytes();
        let skip = bytes.iter().take_while(|b| **b == 0).count();
        out.push(0x80 | (bytes.len() - skip) as u8);
        out.extend_from_slice(&bytes[skip..]);
    }
    out.extend_from_slice(value);
    out
}

/// `(tag, value, rest)` of the first TLV in `input` (definite lengths only).
pub(super) fn read_tlv(input: &[u8]) -> Option<(u8, &[u8], &[u8])> {
    let (&tag, rest) = input.split_first()?;
    let (&first, mut rest) = rest.split_first()?;
    let len = if first < 0x80 {
        usize::from(first)
    } else {
        let n = usize::from(first & 0x7f);
        if n == 0 || n > 4 || rest.len() < n {
            return None;
        }
        let len = rest[..n]
            .iter()
            .fold(0usize, |acc, b| (acc << 8) | usize::from(*b));
        rest = &rest[n..];
        len
    };
    if rest.len() < len {
        return None;
    }
    Some((tag, &rest[..len], &rest[len..]))
}

/// The SubjectPublicKeyInfo element (tag and length included) of an X.509 certificate:
/// the seventh field of tbsCertificate, counting the optional `[0]` version. `None` if
/// `der` is not a certificate's outer shape.
pub(super) fn certificate_spki(der: &[u8]) -> Option<&[u8]> {
    let (0x30, cert, _) = read_tlv(der)? else {
        return None;
    };
    let (0x30, mut tbs, _) = read_tlv(cert)? else {
        return None;
    };
    if tbs.first() == Some(&0xa0) {
        tbs = read_tlv(tbs)?.2;
    }
    // serialNumber, signature, issuer, validity, subject.
    for _ in 0..5 {
        tbs = read_tlv(tbs)?.2;
    }
    let (0x30, _, rest) = read_tlv(tbs)? else {
        return None;
    };
    Some(&tbs[..tbs.len() - rest.len()])
}

/// An INTEGER holding the unsigned big-endian number `magnitude`.
pub(super) fn uint(magnitude: &[u8]) -> Vec<u8> {
    let skip = magnitude.iter().take_while(|b| **b == 0).count();
    let mut body = magnitude[skip..].to_vec();
    if body.first().is_none_or(|b| b & 0x80 != 0) {
        body.insert(0, 0);
    }
    tlv(0x02, &body)
}

/// The magnitude of a non-negative INTEGER's content octets, without leading zeros.
pub(super) fn read_uint(value: &[u8]) -> Option<&[u8]> {
    if value.first().is_none_or(|b| b & 0x80 != 0) {
        return None;
    }
    let skip = value.iter().take_while(|b| **b == 0).count();
    Some(&value[skip..])
}

/// The magnitude of a single INTEGER that fills all of `der`.
pub(super) fn read_whole_uint(der: &[u8]) -> Option<Vec<u8>> {
    let (0x02, v, []) = read_tlv(der)? else {
        return None;
    };
    Some(read_uint(v)?.to_vec())
}

/// A SubjectPublicKeyInfo: `algorithm_id`, then `public` as the BIT STRING's bytes.
pub(super) fn spki(algorithm_id: &[u8], public: &[u8]) -> Vec<u8> {
    let bits = tlv(0x03, &[&[0u8][..], public].concat());
    tlv(0x30, &[algorithm_id, &bits].concat())
}

/// A PKCS#8 v1 PrivateKeyInfo: version 0, `algorithm_id`, then `private_key` as the
/// content of the privateKey OCTET STRING.
pub(super) fn pkcs8(algorithm_id: &[u8], private_key: &[u8]) -> Vec<u8> {
    let body = [&uint(&[0])[..], algorithm_id, &tlv(0x04, private_key)].concat();
    tlv(0x30, &body)
}

/// A SubjectPublicKeyInfo whose public key is the INTEGER `public` (DSA's y, DH's y).
pub(super) fn spki_of_uint(algorithm_id: &[u8], public: &[u8]) -> Vec<u8> {
    spki(algorithm_id, &uint(public))
}

/// A PKCS#8 v1 PrivateKeyInfo whose private key is the INTEGER `private`.
pub(super) fn pkcs8_of_uint(algorithm_id: &[u8], private: &[u8]) -> Vec<u8> {
    pkcs8(algorithm_id, &uint(private))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_and_integers() {
        let long = tlv(0x04, &[7u8; 300]);
        assert_eq!(long[..4], [0x04, 0x82, 0x01, 0x2c]);
        let (tag, value, rest) = read_tlv(&long).unwrap();
        assert_eq!((tag, value.len(), rest.len()), (0x04, 300, 0));
        assert_eq!(uint(&[0x80]), [0x02, 0x02, 0x00, 0x80]);
        assert_eq!(uint(&[]), [0x02, 0x01, 0x00]);
        assert_eq!(read_uint(&[0x00, 0x80]), Some(&[0x80u8][..]));
        assert_eq!(read_uint(&[0xff]), None);
        assert!(read_tlv(&[0x30, 0x05, 0x00]).is_none());
    }
}
