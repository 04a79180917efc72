//! EC keys with explicit curve parameters (RFC 3279 ECParameters in place of a named-curve
//! OID), as OpenSSL reads and writes them: generateKeyPair's `paramEncoding: 'explicit'`
//! writes SPKI, PKCS#8 and SEC1 with the parameters spelt out, and keys that carry
//! parameters equal to one of minirt's named curves are read as that curve. Both work by
//! rewriting the DER around the crates' named-curve encoders and decoders; parameters of
//! any other curve are refused as an undecodable key.

use super::asn1::{read_tlv, read_uint, tlv};
use super::hex_decode;
use super::keys::Curve;

/// The DER of each curve's ECParameters, as OpenSSL 3 writes them (with the SEC 2 seed
/// where the curve has one, and cofactor 1).
fn explicit_params_hex(curve: Curve) -> &'static str {
    match curve {
        Curve::P256 => concat!(
            "3081f7020101302c06072a8648ce3d0101022100ffffffff00000001000000000000000000000000",
            "ffffffffffffffffffffffff305b0420ffffffff00000001000000000000000000000000ffffffff",
            "fffffffffffffffc04205ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2",
            "604b031500c49d360886e704936a6678e1139d26b7819f7e900441046b17d1f2e12c4247f8bce6e5",
            "63a440f277037d812deb33a0f4a13945d898c2964fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce3357",
            "6b315ececbb6406837bf51f5022100ffffffff00000000ffffffffffffffffbce6faada7179e84f3",
            "b9cac2fc632551020101",
        ),
        Curve::P384 => concat!(
            "30820157020101303c06072a8648ce3d0101023100ffffffffffffffffffffffffffffffffffffff",
            "fffffffffffffffffffffffffeffffffff0000000000000000ffffffff307b0430ffffffffffffff",
            "fffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffff",
            "fc0430b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a",
            "2ed19d2a85c8edd3ec2aef031500a335926aa319a27a1d00896a6773a4827acdac73046104aa87ca",
            "22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e",
            "3872760ab73617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1",
            "ce1d7e819d7a431d7c90ea0e5f023100ffffffffffffffffffffffffffffffffffffffffffffffff",
            "c7634d81f4372ddf581a0db248b0a77aecec196accc52973020101",
        ),
        Curve::P521 => concat!(
            "308201c3020101304d06072a8648ce3d0101024201ffffffffffffffffffffffffffffffffffffff",
            "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
            "ffffffffffff30819f044201ffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
            "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc044200",
            "51953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e93",
            "7b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00031500d09e8800291cb85396cc6717",
            "393284aaa0da64ba0481850400c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828",
            "af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd660118",
            "39296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640",
            "c550b9013fad0761353c7086a272c24088be94769fd16650024201ffffffffffffffffffffffffff",
            "fffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8",
            "899c47aebb6fb71e91386409020101",
        ),
        Curve::K256 => concat!(
            "3081e0020101302c06072a8648ce3d0101022100ffffffffffffffffffffffffffffffffffffffff",
            "fffffffffffffffefffffc2f30440420000000000000000000000000000000000000000000000000",
            "00000000000000000420000000000000000000000000000000000000000000000000000000000000",
            "000704410479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada",
            "7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8022100ffffffffffffffff",
            "fffffffffffffffebaaedce6af48a03bbfd25e8cd0364141020101",
        ),
    }
}

pub(super) fn explicit_params(curve: Curve) -> Vec<u8> {
    hex_decode(explicit_params_hex(curve)).unwrap_or_default()
}

/// The namedCurve OID TLV of `curve`.
fn named_params(curve: Curve) -> &'static [u8] {
    match curve {
        Curve::P256 => &[0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07],
        Curve::P384 => &[0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x22],
        Curve::P521 => &[0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x23],
        Curve::K256 => &[0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x0a],
    }
}

/// The whole TLVs (tag and length included) of a SEQUENCE's elements.
fn elements(seq: &[u8]) -> Option<Vec<&[u8]>> {
    let (0x30, mut body, []) = read_tlv(seq)? else {
        return None;
    };
    let mut out = Vec::new();
    while !body.is_empty() {
        let (_, _, rest) = read_tlv(body)?;
        out.push(&body[..body.len() - rest.len()]);
        body = rest;
    }
    Some(out)
}

/// What decides a curve: p, a, b, the base point (uncompressed) and the order.
#[derive(PartialEq, Eq)]
struct CurveShape {
    p: Vec<u8>,
    a: Vec<u8>,
    b: Vec<u8>,
    base: Vec<u8>,
    order: Vec<u8>,
}

fn value(tlv_bytes: &[u8], tag: u8) -> Option<&[u8]> {
    match read_tlv(tlv_bytes)? {
        (t, v, []) if t == tag => Some(v),
        _ => None,
    }
}

fn strip_zeros(bytes: &[u8]) -> Vec<u8> {
    let skip = bytes.iter().take_while(|b| **b == 0).count();
    bytes[skip..].to_vec()
}

/// Reads ECParameters (prime fields only); `None` for anything else or a cofactor other
/// than 1 (none of minirt's curves has one).
fn shape(params: &[u8]) -> Option<CurveShape> {
    const PRIME_FIELD: &[u8] = &[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x01, 0x01];
    let items = elements(params)?;
    if items.len() < 5 || items.len() > 6 || value(items[0], 0x02)? != [1] {
        return None;
    }
    let field = elements(items[1])?;
    if field.len() != 2 || value(field[0], 0x06)? != PRIME_FIELD {
        return None;
    }
    let curve = elements(items[2])?;
    if curve.len() < 2 || curve.len() > 3 {
        return None;
    }
    if let Some(cofactor) = items.get(5) {
        if read_uint(value(cofactor, 0x02)?)? != [1] {
            return None;
        }
    }
    Some(CurveShape {
        p: read_uint(value(field[1], 0x02)?)?.to_vec(),
        a: strip_zeros(value(curve[0], 0x04)?),
        b: strip_zeros(value(curve[1], 0x04)?),
        base: value(items[3], 0x04)?.to_vec(),
        order: read_uint(value(items[4], 0x02)?)?.to_vec(),
    })
}

/// The named curve whose parameters `params` spells out.
fn curve_of(params: &[u8]) -> Option<Curve> {
    let mut wanted = shape(params)?;
    for curve in [Curve::P256, Curve::P384, Curve::P521, Curve::K256] {
        let known = shape(&explicit_params(curve))?;
        if wanted.p != known.p {
            continue;
        }
        // A compressed base point is compared in its uncompressed form.
        if wanted.base.first().is_some_and(|b| *b == 2 || *b == 3) {
            wanted.base = super::keys::ec_point_convert(curve, &wanted.base, false)?;
        }
        return (wanted == known).then_some(curve);
    }
    None
}

/// Parameters TLV → replacement, or `None` to refuse the key.
type ParamsMap<'a> = &'a dyn Fn(&[u8]) -> Option<Vec<u8>>;

fn rewrite_algorithm_id(algorithm_id: &[u8], map: ParamsMap<'_>) -> Option<Vec<u8>> {
    let items = elements(algorithm_id)?;
    let [oid, params] = items[..] else {
        return None;
    };
    Some(tlv(0x30, &[oid, &map(params)?].concat()))
}

fn rewrite_spki(der: &[u8], map: ParamsMap<'_>) -> Option<Vec<u8>> {
    let items = elements(der)?;
    let [algorithm_id, key] = items[..] else {
        return None;
    };
    let algorithm_id = rewrite_algorithm_id(algorithm_id, map)?;
    Some(tlv(0x30, &[&algorithm_id, key].concat()))
}

/// SEC1 ECPrivateKey: the `[0]` parameters, when present, are mapped.
fn rewrite_sec1(der: &[u8], map: ParamsMap<'_>) -> Option<Vec<u8>> {
    let items = elements(der)?;
    let mut body = Vec::with_capacity(der.len());
    for item in items {
        match read_tlv(item)? {
            (0xa0, params, _) => body.extend(tlv(0xa0, &map(params)?)),
            _ => body.extend_from_slice(item),
        }
    }
    Some(tlv(0x30, &body))
}

fn rewrite_pkcs8(der: &[u8], map: ParamsMap<'_>) -> Option<Vec<u8>> {
    let items = elements(der)?;
    let mut body = Vec::with_capacity(der.len());
    for (i, item) in items.iter().enumerate() {
        match i {
            1 => body.extend(rewrite_algorithm_id(item, map)?),
            2 => body.extend(tlv(0x04, &rewrite_sec1(value(item, 0x04)?, map)?)),
            _ => body.extend_from_slice(item),
        }
    }
    Some(tlv(0x30, &body))
}

fn rewrite(der: &[u8], kind: &str, map: ParamsMap<'_>) -> Option<Vec<u8>> {
    match kind {
        "spki" => rewrite_spki(der, map),
        "pkcs8" => rewrite_pkcs8(der, map),
        "sec1" => rewrite_sec1(der, map),
        _ => None,
    }
}

/// `der` (an EC key of `curve` in `kind`: "spki", "pkcs8" or "sec1") with explicit
/// parameters in place of the curve's name.
pub(super) fn to_explicit(der: &[u8], kind: &str, curve: Curve) -> Option<Vec<u8>> {
    let explicit = explicit_params(curve);
    rewrite(der, kind, &|params: &[u8]| {
        (params == named_params(curve)).then(|| explicit.clone())
    })
}

/// `der` with explicit parameters replaced by the curve's name; `None` when the
/// parameters are not those of a curve minirt has (names are left as they are).
pub(super) fn to_named(der: &[u8], kind: &str) -> Option<Vec<u8>> {
    rewrite(der, kind, &|params: &[u8]| {
        if params.first() != Some(&0x30) {
            return Some(params.to_vec());
        }
        curve_of(params).map(|curve| named_params(curve).to_vec())
    })
}

/// Whether an SPKI's or PKCS#8's AlgorithmIdentifier (or a SEC1 key) carries explicit
/// parameters (a SEQUENCE where the curve's OID would be).
pub(super) fn has_explicit_params(der: &[u8], kind: &str) -> bool {
    let found = std::cell::Cell::new(false);
    let _ = rewrite(der, kind, &|params: &[u8]| {
        found.set(found.get() || params.first() == Some(&0x30));
        Some(params.to_vec())
    });
    found.get()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bindings::crypto::keys::{export_der, generate, GenSpec};

    #[test]
    fn round_trips_through_explicit_parameters() {
        for curve in [Curve::P256, Curve::P384, Curve::P521, Curve::K256] {
            assert!(shape(&explicit_params(curve)).is_some());
            assert_eq!(curve_of(&explicit_params(curve)), Some(curve));
            let key = generate(&GenSpec::Ec(curve)).expect("generates");
            for kind in ["spki", "pkcs8", "sec1"] {
                let (named, _) = export_der(&key, kind).expect("exports");
                let explicit = to_explicit(&named, kind, curve).expect("rewrites");
                assert!(has_explicit_params(&explicit, kind), "{kind}");
                assert!(!has_explicit_params(&named, kind), "{kind}");
                assert_eq!(
                    to_named(&explicit, kind).as_deref(),
                    Some(&named[..]),
                    "{kind}"
                );
            }
        }
    }

    #[test]
    fn other_parameters_are_refused() {
        let mut params = explicit_params(Curve::P256);
        // Change the first byte of b (5ac635d8...).
        let at = params
            .windows(4)
            .position(|w| w == [0x5a, 0xc6, 0x35, 0xd8])
            .expect("b is there");
        params[at] ^= 1;
        assert_eq!(curve_of(&params), None);
        assert_eq!(curve_of(&[0x30, 0x00]), None);
        assert_eq!(curve_of(&[0x30, 0x03, 0x02, 0x01]), None);
    }
}
