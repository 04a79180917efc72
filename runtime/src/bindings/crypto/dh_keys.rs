//! Diffie-Hellman KeyObjects (`asymmetricKeyType` 'dh'): key pairs made from a named
//! group, a given prime or a prime length, PKCS#8 and SubjectPublicKeyInfo under PKCS #3's
//! dhKeyAgreement with its DHParameter, and the shared secret of two keys on the same
//! parameters. The arithmetic (groups, safe primes, exponentiation) is dh.rs's, which the
//! DiffieHellman class uses too.

use super::asn1::{self, read_tlv, tlv};
use super::dh;

/// dhKeyAgreement, 1.2.840.113549.1.3.1 (content octets).
pub(super) const OID_DH: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x03, 0x01];

/// OpenSSL's limits on a key's modulus, in bits.
const MIN_BITS: usize = 512;
const MAX_BITS: usize = 10000;

/// A DH key as big-endian magnitudes: the prime `p`, the generator `g`, the public `y`
/// and, for a private key, `x`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DhKey {
    pub(super) p: Vec<u8>,
    pub(super) g: Vec<u8>,
    pub(super) y: Vec<u8>,
    pub(super) x: Option<Vec<u8>>,
}

/// What `generateKeyPair('dh')` was given.
pub enum DhSpec {
    Group(String),
    Prime { prime: Vec<u8>, generator: u32 },
    PrimeLength { bits: usize, generator: u32 },
}

/// Why a DH key operation failed, for keys.rs to report as OpenSSL does.
#[derive(Debug, PartialEq, Eq)]
pub enum DhError {
    ModulusTooSmall,
    ModulusTooLarge,
    BadGenerator,
    /// The two keys are on different parameters.
    Mismatch,
    /// DER or numbers that are not a DH key.
    Decode,
    /// The other key's public value is out of range, or no randomness.
    Failed,
}

/// The bit length of a trimmed big-endian magnitude.
fn bit_len(n: &[u8]) -> usize {
    let skip = n.iter().take_while(|b| **b == 0).count();
    match n.get(skip) {
        Some(top) => (n.len() - skip) * 8 - top.leading_zeros() as usize,
        None => 0,
    }
}

fn check_size(bits: usize) -> Result<(), DhError> {
    if bits < MIN_BITS {
        Err(DhError::ModulusTooSmall)
    } else if bits > MAX_BITS {
        Err(DhError::ModulusTooLarge)
    } else {
        Ok(())
    }
}

/// A new key pair. A prime length makes a fresh safe prime (so it is slow for long
/// primes, as in OpenSSL); a group's keys get the short private keys OpenSSL gives them.
pub(super) fn generate(spec: &DhSpec) -> Result<DhKey, DhError> {
    let (p, g, priv_bits) = match spec {
        DhSpec::Group(name) => {
            let (p, bits) = dh::group(name).ok_or(DhError::Failed)?;
            (p, vec![2], bits)
        }
        DhSpec::Prime { prime, generator } => {
            check_size(bit_len(prime))?;
            // OpenSSL would make the useless key 1 from generator 1; refused here.
            if *generator < 2 {
                return Err(DhError::BadGenerator);
            }
            (prime.clone(), generator.to_be_bytes().to_vec(), 0)
        }
        DhSpec::PrimeLength { bits, generator } => {
            check_size(*bits)?;
            if *generator < 2 {
                return Err(DhError::BadGenerator);
            }
            let p = dh::safe_prime(*bits as u32).ok_or(DhError::Failed)?;
            (p, generator.to_be_bytes().to_vec(), 0)
        }
    };
    let g = trimmed(&g);
    let (x, y) = dh::key_pair(&p, &g, None, priv_bits).ok_or(DhError::Failed)?;
    Ok(DhKey {
        p,
        g,
        y,
        x: Some(x),
    })
}

fn trimmed(n: &[u8]) -> Vec<u8> {
    let skip = n.iter().take_while(|b| **b == 0).count();
    n[skip..].to_vec()
}

impl DhKey {
    pub fn public_only(&self) -> DhKey {
        DhKey {
            x: None,
            ..self.clone()
        }
    }

    fn alg_id(&self) -> Vec<u8> {
        let params = tlv(0x30, &[asn1::uint(&self.p), asn1::uint(&self.g)].concat());
        tlv(0x30, &[tlv(0x06, OID_DH), params].concat())
    }

    /// The SubjectPublicKeyInfo.
    pub(super) fn spki_der(&self) -> Vec<u8> {
        asn1::spki_of_uint(&self.alg_id(), &self.y)
    }

    /// The PKCS#8 PrivateKeyInfo (`None` for a public key).
    pub(super) fn pkcs8_der(&self) -> Option<Vec<u8>> {
        Some(asn1::pkcs8_of_uint(&self.alg_id(), self.x.as_ref()?))
    }

    /// The shared secret of this private key and `peer`'s public value, as long as the
    /// prime.
    pub(super) fn derive(&self, peer: &DhKey) -> Result<Vec<u8>, DhError> {
        if self.p != peer.p || self.g != peer.g {
            return Err(DhError::Mismatch);
        }
        let x = self.x.as_ref().ok_or(DhError::Failed)?;
        dh::shared_secret(&self.p, x, &peer.y).map_err(|_| DhError::Failed)
    }
}

/// The DHParameter of a dhKeyAgreement AlgorithmIdentifier (the parameters' whole TLV):
/// `p`, `g` and an optional privateValueLength, which only guides key generation.
fn read_params(der: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
    let (0x30, body, []) = read_tlv(der)? else {
        return None;
    };
    let (0x02, p, rest) = read_tlv(body)? else {
        return None;
    };
    let (0x02, g, rest) = read_tlv(rest)? else {
        return None;
    };
    match read_tlv(rest) {
        None if rest.is_empty() => {}
        Some((0x02, _, [])) => {}
        _ => return None,
    }
    Some((asn1::read_uint(p)?.to_vec(), asn1::read_uint(g)?.to_vec()))
}

/// A DH private key from the AlgorithmIdentifier's parameters and PKCS#8's `privateKey`;
/// the public value is computed from them.
pub(super) fn from_pkcs8(params: &[u8], private_key: &[u8]) -> Result<DhKey, DhError> {
    let (p, g) = read_params(params).ok_or(DhError::Decode)?;
    let x = asn1::read_whole_uint(private_key).ok_or(DhError::Decode)?;
    let (x, y) = dh::key_pair(&p, &g, Some(&x), 0).ok_or(DhError::Decode)?;
    Ok(DhKey {
        p,
        g,
        y,
        x: Some(x),
    })
}

/// A DH public key from the parameters and the SubjectPublicKeyInfo's key bits.
pub(super) fn from_spki(params: &[u8], public_key: &[u8]) -> Result<DhKey, DhError> {
    let (p, g) = read_params(params).ok_or(DhError::Decode)?;
    let y = asn1::read_whole_uint(public_key).ok_or(DhError::Decode)?;
    if p.is_empty() || g.is_empty() || y.is_empty() {
        return Err(DhError::Decode);
    }
    Ok(DhKey { p, g, y, x: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generate_encode_parse_agree() {
        let a = generate(&DhSpec::Group("modp5".into())).expect("a");
        let b = generate(&DhSpec::Group("modp5".into())).expect("b");
        // modp5's private keys are OpenSSL's short ones, not the prime's length.
        assert!(a.x.as_ref().is_some_and(|x| x.len() < a.p.len()));
        let secret = a.derive(&b.public_only()).expect("derive");
        assert_eq!(secret.len(), a.p.len());
        assert_eq!(b.derive(&a.public_only()), Ok(secret));

        let pkcs8 = a.pkcs8_der().expect("pkcs8");
        let info = <pkcs8::PrivateKeyInfoRef as der::Decode>::from_der(&pkcs8).expect("info");
        assert_eq!(info.algorithm.oid.as_bytes(), OID_DH);
        let params =
            der::Encode::to_der(&info.algorithm.parameters.expect("params")).expect("params der");
        assert_eq!(
            from_pkcs8(&params, info.private_key.as_bytes()),
            Ok(a.clone())
        );
        let spki = a.spki_der();
        let info = <spki::SubjectPublicKeyInfoRef as der::Decode>::from_der(&spki).expect("spki");
        let bits = info.subject_public_key.as_bytes().expect("bits");
        assert_eq!(from_spki(&params, bits), Ok(a.public_only()));

        let other = generate(&DhSpec::Group("modp2".into())).expect("other");
        assert_eq!(a.derive(&other), Err(DhError::Mismatch));
    }

    #[test]
    fn sizes_and_generators_as_openssl() {
        let small = DhSpec::PrimeLength {
            bits: 511,
            generator: 2,
        };
        assert_eq!(generate(&small), Err(DhError::ModulusTooSmall));
        let bad_g = DhSpec::PrimeLength {
            bits: 512,
            generator: 1,
        };
        assert_eq!(generate(&bad_g), Err(DhError::BadGenerator));
        let large = DhSpec::Prime {
            prime: vec![0xff; 1251],
            generator: 2,
        };
        assert_eq!(generate(&large), Err(DhError::ModulusTooLarge));
        assert_eq!(bit_len(&[0, 0x01, 0xff]), 9);
    }
}
