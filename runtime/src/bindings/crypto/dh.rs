//! Finite-field Diffie-Hellman for `createDiffieHellman`, `getDiffieHellman` and
//! `createDiffieHellmanGroup`: the RFC 2409/3526 MODP groups, safe-prime generation, the
//! parameter check behind `verifyError`, key generation and the shared secret. Numbers are
//! big-endian byte strings at the JS boundary; js-lib keeps a DiffieHellman's state and
//! throws Node's errors from the status numbers returned here.
//!
//! Arithmetic is crypto-bigint's (constant-time Montgomery exponentiation) and primality
//! crypto-primes' (Miller-Rabin plus a strong Lucas test), both already built for `rsa`.

use boa_engine::{Context, JsArgs, JsResult, JsValue};
use crypto_bigint::modular::{BoxedMontyForm, BoxedMontyParams};
use crypto_bigint::{BoxedUint, NonZero, Resize};
use crypto_primes::Flavor;

use super::{bytes_of, to_buffer};

/// OpenSSL's DH_check flags, which Node reports as `verifyError`.
const P_NOT_PRIME: u32 = 0x01;
const P_NOT_SAFE_PRIME: u32 = 0x02;
const NOT_SUITABLE_GENERATOR: u32 = 0x08;
const MODULUS_TOO_SMALL: u32 = 0x80;
const MODULUS_TOO_LARGE: u32 = 0x100;

/// OpenSSL's bounds on the modulus for checks and key generation.
const MIN_BITS: u32 = 512;
const MAX_BITS: u32 = 10000;

/// `(name, private key bits, prime)`: the private key length OpenSSL 3 uses for each named
/// group (0: as long as the prime), which is also what keeps generateKeys fast.
const GROUPS: &[(&str, u32, &str)] = &[
    (
        "modp1",
        0,
        concat!(
            "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74",
            "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437",
            "4FE1356D6D51C245E485B576625E7EC6F44C42E9A63A3620FFFFFFFFFFFFFFFF",
        ),
    ),
    (
        "modp2",
        0,
        concat!(
            "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74",
            "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437",
            "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED",
            "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE65381FFFFFFFFFFFFFFFF",
        ),
    ),
    (
        "modp5",
        200,
        concat!(
            "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74",
            "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437",
            "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED",
            "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF05",
            "98DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB",
            "9ED529077096966D670C354E4ABC9804F1746C08CA237327FFFFFFFFFFFFFFFF",
        ),
    ),
    (
        "modp14",
        225,
        concat!(
            "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74",
            "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437",
            "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED",
            "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF05",
            "98DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB",
            "9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B",
            "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF695581718",
            "3995497CEA956AE515D2261898FA051015728E5A8AACAA68FFFFFFFFFFFFFFFF",
        ),
    ),
    (
        "modp15",
        275,
        concat!(
            "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74",
            "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437",
            "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED",
            "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF05",
            "98DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB",
            "9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B",
            "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF695581718",
            "3995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33",
            "A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7",
            "ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864",
            "D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E2",
            "08E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF",
        ),
    ),
    (
        "modp16",
        325,
        concat!(
            "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74",
            "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437",
            "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED",
            "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF05",
            "98DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB",
            "9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B",
            "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF695581718",
            "3995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33",
            "A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7",
            "ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864",
            "D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E2",
            "08E24FA074E5AB3143DB5BFCE0FD108E4B82D120A92108011A723C12A787E6D7",
            "88719A10BDBA5B2699C327186AF4E23C1A946834B6150BDA2583E9CA2AD44CE8",
            "DBBBC2DB04DE8EF92E8EFC141FBECAA6287C59474E6BC05D99B2964FA090C3A2",
            "233BA186515BE7ED1F612970CEE2D7AFB81BDD762170481CD0069127D5B05AA9",
            "93B4EA988D8FDDC186FFB7DC90A6C08F4DF435C934063199FFFFFFFFFFFFFFFF",
        ),
    ),
    (
        "modp17",
        375,
        concat!(
            "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74",
            "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437",
            "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED",
            "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF05",
            "98DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB",
            "9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B",
            "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF695581718",
            "3995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33",
            "A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7",
            "ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864",
            "D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E2",
            "08E24FA074E5AB3143DB5BFCE0FD108E4B82D120A92108011A723C12A787E6D7",
            "88719A10BDBA5B2699C327186AF4E23C1A946834B6150BDA2583E9CA2AD44CE8",
            "DBBBC2DB04DE8EF92E8EFC141FBECAA6287C59474E6BC05D99B2964FA090C3A2",
            "233BA186515BE7ED1F612970CEE2D7AFB81BDD762170481CD0069127D5B05AA9",
            "93B4EA988D8FDDC186FFB7DC90A6C08F4DF435C93402849236C3FAB4D27C7026",
            "C1D4DCB2602646DEC9751E763DBA37BDF8FF9406AD9E530EE5DB382F413001AE",
            "B06A53ED9027D831179727B0865A8918DA3EDBEBCF9B14ED44CE6CBACED4BB1B",
            "DB7F1447E6CC254B332051512BD7AF426FB8F401378CD2BF5983CA01C64B92EC",
            "F032EA15D1721D03F482D7CE6E74FEF6D55E702F46980C82B5A84031900B1C9E",
            "59E7C97FBEC7E8F323A97A7E36CC88BE0F1D45B7FF585AC54BD407B22B4154AA",
            "CC8F6D7EBF48E1D814CC5ED20F8037E0A79715EEF29BE32806A1D58BB7C5DA76",
            "F550AA3D8A1FBFF0EB19CCB1A313D55CDA56C9EC2EF29632387FE8D76E3C0468",
            "043E8F663F4860EE12BF2D5B0B7474D6E694F91E6DCC4024FFFFFFFFFFFFFFFF",
        ),
    ),
    (
        "modp18",
        400,
        concat!(
            "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74",
            "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437",
            "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED",
            "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF05",
            "98DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB",
            "9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B",
            "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF695581718",
            "3995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33",
            "A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7",
            "ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864",
            "D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E2",
            "08E24FA074E5AB3143DB5BFCE0FD108E4B82D120A92108011A723C12A787E6D7",
            "88719A10BDBA5B2699C327186AF4E23C1A946834B6150BDA2583E9CA2AD44CE8",
            "DBBBC2DB04DE8EF92E8EFC141FBECAA6287C59474E6BC05D99B2964FA090C3A2",
            "233BA186515BE7ED1F612970CEE2D7AFB81BDD762170481CD0069127D5B05AA9",
            "93B4EA988D8FDDC186FFB7DC90A6C08F4DF435C93402849236C3FAB4D27C7026",
            "C1D4DCB2602646DEC9751E763DBA37BDF8FF9406AD9E530EE5DB382F413001AE",
            "B06A53ED9027D831179727B0865A8918DA3EDBEBCF9B14ED44CE6CBACED4BB1B",
            "DB7F1447E6CC254B332051512BD7AF426FB8F401378CD2BF5983CA01C64B92EC",
            "F032EA15D1721D03F482D7CE6E74FEF6D55E702F46980C82B5A84031900B1C9E",
            "59E7C97FBEC7E8F323A97A7E36CC88BE0F1D45B7FF585AC54BD407B22B4154AA",
            "CC8F6D7EBF48E1D814CC5ED20F8037E0A79715EEF29BE32806A1D58BB7C5DA76",
            "F550AA3D8A1FBFF0EB19CCB1A313D55CDA56C9EC2EF29632387FE8D76E3C0468",
            "043E8F663F4860EE12BF2D5B0B7474D6E694F91E6DBE115974A3926F12FEE5E4",
            "38777CB6A932DF8CD8BEC4D073B931BA3BC832B68D9DD300741FA7BF8AFC47ED",
            "2576F6936BA424663AAB639C5AE4F5683423B4742BF1C978238F16CBE39D652D",
            "E3FDB8BEFC848AD922222E04A4037C0713EB57A81A23F0C73473FC646CEA306B",
            "4BCBC8862F8385DDFA9D4B7FA2C087E879683303ED5BDD3A062B3CF5B3A278A6",
            "6D2A13F83F44F82DDF310EE074AB6A364597E899A0255DC164F31CC50846851D",
            "F9AB48195DED7EA1B1D510BD7EE74D73FAF36BC31ECFA268359046F4EB879F92",
            "4009438B481C6CD7889A002ED5EE382BC9190DA6FC026E479558E4475677E9AA",
            "9E3050E2765694DFC81F56E880B96E7160C980DD98EDD3DFFFFFFFFFFFFFFFFF",
        ),
    ),
];

/// The getrandom(2) generator as the infallible RNG crypto-primes wants. A failure (which
/// Linux only reports on kernels before 3.17) is remembered and turned into an error by
/// the caller instead of a panic.
struct Entropy {
    failed: bool,
}

impl rand_core::TryRng for Entropy {
    type Error = core::convert::Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        let mut b = [0u8; 4];
        self.try_fill_bytes(&mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        let mut b = [0u8; 8];
        self.try_fill_bytes(&mut b)?;
        Ok(u64::from_le_bytes(b))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        if getrandom::fill(dst).is_err() {
            self.failed = true;
        }
        Ok(())
    }
}

impl rand_core::TryCryptoRng for Entropy {}

fn hex_bytes(hex: &str) -> Vec<u8> {
    super::hex_decode(hex).unwrap_or_default()
}

fn big(bytes: &[u8]) -> BoxedUint {
    BoxedUint::from_be_slice_vartime(bytes)
}

/// The minimal big-endian bytes of `n` (empty for zero, as OpenSSL's BN_bn2bin).
fn bytes(n: &BoxedUint) -> Vec<u8> {
    let b = n.to_be_bytes_trimmed_vartime().into_vec();
    if b.iter().all(|&x| x == 0) {
        Vec::new()
    } else {
        b
    }
}

/// `base^exp mod p` for an odd `p`; `None` for an even or zero modulus.
pub(super) fn mod_pow(base: &BoxedUint, exp: &BoxedUint, p: &BoxedUint) -> Option<BoxedUint> {
    let odd = Option::from(p.to_odd())?;
    let params = BoxedMontyParams::new(odd);
    let nz: NonZero<BoxedUint> = Option::from(p.clone().into_nz())?;
    let reduced = base.rem_vartime(&nz).resize_unchecked(p.bits_precision());
    Some(BoxedMontyForm::new(reduced, &params).pow(exp).retrieve())
}

/// Primes below 2^12, for trial division.
fn small_primes() -> &'static [u32] {
    static PRIMES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
    PRIMES.get_or_init(|| {
        const LIMIT: usize = 1 << 12;
        let mut composite = vec![false; LIMIT];
        let mut out = Vec::new();
        for i in 2..LIMIT {
            if !composite[i] {
                out.push(i as u32);
                let mut j = i * i;
                while j < LIMIT {
                    composite[j] = true;
                    j += i;
                }
            }
        }
        out
    })
}

/// Whether `n` has a factor among the small primes (a small prime itself does not count).
fn has_small_factor(n: &BoxedUint) -> bool {
    let small = n.bit_width() <= 12;
    for &p in small_primes() {
        let Some(nz) = Option::<NonZero<BoxedUint>>::from(BoxedUint::from(p).into_nz()) else {
            continue;
        };
        if bool::from(n.rem_vartime(&nz).is_zero()) {
            return !(small && n == &BoxedUint::from(p).resize_unchecked(n.bits_precision()));
        }
    }
    false
}

/// Primality (or, with `Flavor::Safe`, safe primality) as OpenSSL decides it: trial
/// division first, which settles most composites at once (crypto-primes' own test goes
/// straight to Miller-Rabin), then crypto-primes' Miller-Rabin and Lucas tests.
pub(super) fn is_prime(n: &BoxedUint, flavor: Flavor) -> bool {
    if n.bit_width() < 2 {
        return false;
    }
    if has_small_factor(n) {
        return false;
    }
    if flavor == Flavor::Safe {
        match n.shr_vartime(1) {
            Some(q) if q.bit_width() >= 2 && !has_small_factor(&q) => {}
            _ => return false,
        }
    }
    crypto_primes::is_prime(flavor, n)
}

/// DH_check as OpenSSL 3 runs it on parameters without a subgroup order.
fn check(p: &BoxedUint, g: &BoxedUint) -> u32 {
    let mut flags = 0;
    let bits = p.bit_width();
    let p_minus_1 = p.wrapping_sub(BoxedUint::one());
    if g.bit_width() < 2 || bits < 2 || g >= &p_minus_1 {
        flags |= NOT_SUITABLE_GENERATOR;
    }
    if bits < MIN_BITS {
        flags |= MODULUS_TOO_SMALL;
    }
    if bits > MAX_BITS {
        flags |= MODULUS_TOO_LARGE;
    }
    if !is_prime(p, Flavor::Any) {
        flags |= P_NOT_PRIME;
    } else if !p.shr_vartime(1).is_some_and(|q| is_prime(&q, Flavor::Any)) {
        flags |= P_NOT_SAFE_PRIME;
    }
    flags
}

/// The prime of the named group and the private key length OpenSSL gives its keys.
pub(super) fn group(name: &str) -> Option<(Vec<u8>, u32)> {
    let &(_, priv_bits, hex) = GROUPS.iter().find(|g| g.0 == name)?;
    Some((hex_bytes(hex), priv_bits))
}

/// `dhGroup(name)` → `[prime, privateBits]`, or undefined for an unknown group.
pub(super) fn dh_group(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let name = args
        .get_or_undefined(0)
        .as_string()
        .map(|s| s.to_std_string_lossy())
        .unwrap_or_default();
    let Some((prime, priv_bits)) = group(&name) else {
        return Ok(JsValue::undefined());
    };
    let prime = to_buffer(ctx, &prime)?;
    Ok(
        boa_engine::object::builtins::JsArray::from_iter([prime, JsValue::from(priv_bits)], ctx)
            .into(),
    )
}

/// `dhPrime(bits)` → a random safe prime of exactly `bits` bits (js-lib checks the range),
/// or undefined if the OS gave no randomness.
pub(super) fn dh_prime(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let bits = args.get_or_undefined(0).as_number().unwrap_or(0.0) as u32;
    match safe_prime(bits) {
        Some(p) => to_buffer(ctx, &p),
        None => Ok(JsValue::undefined()),
    }
}

/// A random safe prime of exactly `bits` bits, or `None` if the OS gave no randomness.
pub(super) fn safe_prime(bits: u32) -> Option<Vec<u8>> {
    let mut rng = Entropy { failed: false };
    let p: BoxedUint = crypto_primes::random_prime(&mut rng, Flavor::Safe, bits.max(3));
    (!rng.failed).then(|| bytes(&p))
}

/// `dhCheck(prime, generator)` → the DH_check flags, or -1 for a modulus over 32768 bits,
/// which OpenSSL refuses to check.
pub(super) fn dh_check(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let p = big(&bytes_of(args.get_or_undefined(0), ctx)?.unwrap_or_default());
    if p.bit_width() > 32768 {
        return Ok((-1).into());
    }
    let g = big(&bytes_of(args.get_or_undefined(1), ctx)?.unwrap_or_default());
    Ok(check(&p, &g).into())
}

/// `dhKeys(prime, generator, privateKey | undefined, privateBits)` → `[private, public]`,
/// or undefined when the parameters cannot make keys (OpenSSL's "Key generation failed").
/// An existing private key is kept and its public key computed, as DH_generate_key does.
pub(super) fn dh_keys(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let p = bytes_of(args.get_or_undefined(0), ctx)?.unwrap_or_default();
    let g = bytes_of(args.get_or_undefined(1), ctx)?.unwrap_or_default();
    let given = bytes_of(args.get_or_undefined(2), ctx)?;
    let priv_bits = args.get_or_undefined(3).as_number().unwrap_or(0.0) as u32;
    let Some((x, y)) = key_pair(&p, &g, given.as_deref(), priv_bits) else {
        return Ok(JsValue::undefined());
    };
    let private = to_buffer(ctx, &x)?;
    let public = to_buffer(ctx, &y)?;
    Ok(boa_engine::object::builtins::JsArray::from_iter([private, public], ctx).into())
}

/// `(private, public)` on the prime `p` and generator `g`: `given` as the private key, or a
/// new one of `priv_bits` bits (0: one bit under the prime's). `None` when the parameters
/// cannot make keys (a modulus out of OpenSSL's range or even, a generator below 2) or the
/// OS gave no randomness.
pub(super) fn key_pair(
    p: &[u8],
    g: &[u8],
    given: Option<&[u8]>,
    priv_bits: u32,
) -> Option<(Vec<u8>, Vec<u8>)> {
    let (p, g) = (big(p), big(g));
    let bits = p.bit_width();
    let even = bool::from(p.to_odd().is_none());
    if !(MIN_BITS..=MAX_BITS).contains(&bits) || even || g.bit_width() < 2 {
        return None;
    }
    let x = match given {
        Some(x) => big(x),
        None => {
            // A random exponent of exactly the group's length (or one bit under the
            // prime's), top bit set as OpenSSL makes them: always below p and above 1.
            let n = if priv_bits == 0 {
                bits - 1
            } else {
                priv_bits.min(bits - 1)
            };
            let mut raw = vec![0u8; n.div_ceil(8) as usize];
            getrandom::fill(&mut raw).ok()?;
            let extra = raw.len() as u32 * 8 - n;
            raw[0] &= 0xffu8 >> extra;
            raw[0] |= 0x80u8 >> extra;
            big(&raw)
        }
    };
    let y = mod_pow(&g, &x, &p)?;
    Some((bytes(&x), bytes(&y)))
}

/// Why a shared secret could not be computed (the numbers `dhSecret` reports).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SecretError {
    /// The other public key is 1 or less.
    KeyTooSmall = 1,
    /// The other public key is p - 1 or more.
    KeyTooLarge = 2,
    Failed = 3,
}

/// `other_public ^ private mod p`, zero-padded to the prime's length.
pub(super) fn shared_secret(
    p: &[u8],
    private: &[u8],
    other_public: &[u8],
) -> Result<Vec<u8>, SecretError> {
    let p = big(p);
    let x = big(private);
    let y = big(other_public);
    if y.bit_width() < 2 {
        return Err(SecretError::KeyTooSmall);
    }
    let p_minus_1 = p.wrapping_sub(BoxedUint::one());
    if p.bit_width() < 2 || y >= p_minus_1 {
        return Err(SecretError::KeyTooLarge);
    }
    if !(MIN_BITS..=MAX_BITS).contains(&p.bit_width()) {
        return Err(SecretError::Failed);
    }
    let z = mod_pow(&y, &x, &p).ok_or(SecretError::Failed)?;
    let len = p.bit_width().div_ceil(8) as usize;
    let z = bytes(&z);
    let mut out = vec![0u8; len.saturating_sub(z.len())];
    out.extend_from_slice(&z);
    Ok(out)
}

/// `dhSecret(prime, private, otherPublic)` → the shared secret zero-padded to the prime's
/// length, or 1 (key too small: ≤ 1), 2 (too large: ≥ p - 1), 3 (cannot compute).
pub(super) fn dh_secret(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let p = bytes_of(args.get_or_undefined(0), ctx)?.unwrap_or_default();
    let x = bytes_of(args.get_or_undefined(1), ctx)?.unwrap_or_default();
    let y = bytes_of(args.get_or_undefined(2), ctx)?.unwrap_or_default();
    match shared_secret(&p, &x, &y) {
        Ok(out) => to_buffer(ctx, &out),
        Err(e) => Ok((e as i32).into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group(name: &str) -> BoxedUint {
        big(&hex_bytes(
            GROUPS.iter().find(|g| g.0 == name).map_or("", |g| g.2),
        ))
    }

    #[test]
    fn groups_are_safe_primes() {
        for (name, _, _) in GROUPS.iter().take(3) {
            assert_eq!(check(&group(name), &BoxedUint::from(2u32)), 0, "{name}");
        }
    }

    #[test]
    fn check_flags_match_openssl() {
        // Node 26.10: createDiffieHellman('abcdef', 'hex').verifyError === 129.
        assert_eq!(
            check(&big(&[0xab, 0xcd, 0xef]), &BoxedUint::from(2u32)),
            0x81
        );
        let p = group("modp1");
        assert_eq!(check(&p, &BoxedUint::one()), NOT_SUITABLE_GENERATOR);
        // A prime that is not safe: 2^127 - 1.
        let m127 = big(&[&[0x7f][..], &[0xff; 15][..]].concat());
        assert_eq!(
            check(&m127, &BoxedUint::from(3u32)),
            MODULUS_TOO_SMALL | P_NOT_SAFE_PRIME
        );
    }

    #[test]
    fn shared_secret_agrees() {
        let p = group("modp2");
        let g = BoxedUint::from(2u32);
        let a = BoxedUint::from(123_456_789u64);
        let b = BoxedUint::from(987_654_321u64);
        let (ya, yb) = (mod_pow(&g, &a, &p).unwrap(), mod_pow(&g, &b, &p).unwrap());
        assert_eq!(mod_pow(&yb, &a, &p), mod_pow(&ya, &b, &p));
        assert!(mod_pow(&g, &a, &BoxedUint::from(10u32)).is_none());
    }
}
