//! `generatePrime` and `checkPrime`: OpenSSL's BN_generate_prime_ex2 rules (the two top
//! bits set, so `generatePrimeSync(3)` is 7; with `add`/`rem`, a prime ≡ rem (mod add),
//! rem defaulting to 1, or 3 for a safe prime) over crypto-primes' primality tests. Both
//! run on the pool when a callback is given. js-lib validates the options (and refuses
//! `add`/`rem` pairs that admit no prime, where OpenSSL would search forever).

use boa_engine::{Context, JsArgs, JsResult, JsValue};
use crypto_bigint::{BoxedUint, NonZero, Resize};
use crypto_primes::Flavor;

use super::{bytes_of, to_buffer};
use crate::host::event_loop::{host, Waiter};

/// OpenSSL's limit on a bignum read from bytes (INT_MAX / (4 * 64) 64-bit words).
const MAX_BYTES: usize = 67_108_856;

/// Why no prime was made; js-lib throws OpenSSL's error for each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PrimeError {
    BitsTooSmall = 1,
    DivByZero = 2,
    NoEntropy = 3,
}

pub(super) fn random_bits(bits: u32, top_two: bool, odd: bool) -> Option<BoxedUint> {
    let mut raw = vec![0u8; bits.div_ceil(8) as usize];
    getrandom::fill(&mut raw).ok()?;
    let extra = raw.len() as u32 * 8 - bits;
    raw[0] &= 0xffu8 >> extra;
    raw[0] |= 0x80u8 >> extra;
    if top_two && bits >= 2 {
        // The second bit from the top may sit in the next byte.
        let second = bits - 2;
        let idx = raw.len() - 1 - (second / 8) as usize;
        raw[idx] |= 1 << (second % 8);
    }
    if odd {
        if let Some(last) = raw.last_mut() {
            *last |= 1;
        }
    }
    // Room above `bits`, so that stepping past the size shows as a longer number
    // instead of wrapping around inside the precision.
    Some(BoxedUint::from_be_slice_vartime(&raw).resize_unchecked(bits + 128))
}

fn prime_ok(c: &BoxedUint, safe: bool) -> bool {
    let flavor = if safe { Flavor::Safe } else { Flavor::Any };
    super::dh::is_prime(c, flavor)
}

fn generate(
    bits: u32,
    safe: bool,
    add: Option<BoxedUint>,
    rem: Option<BoxedUint>,
) -> Result<BoxedUint, PrimeError> {
    if bits < 2 || (safe && bits < 3) {
        return Err(PrimeError::BitsTooSmall);
    }
    let Some(add) = add else {
        // Odd candidates with the top two bits set, counted up by two; a fresh start when
        // the count runs past `bits` bits.
        loop {
            let mut c = random_bits(bits, true, bits > 2).ok_or(PrimeError::NoEntropy)?;
            let two = BoxedUint::from(2u32);
            while c.bit_width() == bits {
                if prime_ok(&c, safe) {
                    return Ok(c);
                }
                c = c.wrapping_add(&two);
            }
        }
    };
    let nz: NonZero<BoxedUint> =
        Option::from(add.clone().into_nz()).ok_or(PrimeError::DivByZero)?;
    let rem = rem.unwrap_or_else(|| BoxedUint::from(if safe { 3u32 } else { 1u32 }));
    // Few candidates of `bits` bits (an `add` nearly as long): try each once, and report
    // none instead of drawing the same ones forever.
    if add.bit_width() + 8 >= bits {
        let mut c = rem.resize_unchecked(bits + 128);
        while c.bit_width() <= bits {
            if c.bit_width() == bits && prime_ok(&c, safe) {
                return Ok(c);
            }
            c = c.wrapping_add(&add);
        }
        return Err(PrimeError::BitsTooSmall);
    }
    loop {
        let r = random_bits(bits, false, false).ok_or(PrimeError::NoEntropy)?;
        let base = r.wrapping_sub(r.rem_vartime(&nz));
        let mut c = base.wrapping_add(&rem);
        while c.bit_width() <= bits {
            if c.bit_width() == bits && prime_ok(&c, safe) {
                return Ok(c);
            }
            c = c.wrapping_add(&add);
        }
    }
}

fn minimal_bytes(n: &BoxedUint) -> Vec<u8> {
    let b = n.to_be_bytes_trimmed_vartime().into_vec();
    let first = b.iter().position(|&x| x != 0).unwrap_or(b.len());
    b[first..].to_vec()
}

fn optional_big(v: &JsValue, ctx: &mut Context) -> JsResult<Option<BoxedUint>> {
    Ok(bytes_of(v, ctx)?.map(|b| BoxedUint::from_be_slice_vartime(&b)))
}

/// `primeGenerate(bits, safe, add | undefined, rem | undefined, callback?)` → an
/// ArrayBuffer-backed Buffer of the prime, or an error number (PrimeError); with a
/// callback, `callback(null, bufferOrErrorNumber)` from the pool.
pub(super) fn prime_generate(
    _: &JsValue,
    args: &[JsValue],
    ctx: &mut Context,
) -> JsResult<JsValue> {
    let bits = args.get_or_undefined(0).as_number().unwrap_or(0.0) as u32;
    let safe = args.get_or_undefined(1).to_boolean();
    let add = optional_big(args.get_or_undefined(2), ctx)?;
    let rem = optional_big(args.get_or_undefined(3), ctx)?;
    let cb = args.get_or_undefined(4);
    if cb.is_undefined() {
        return match generate(bits, safe, add, rem) {
            Ok(p) => to_buffer(ctx, &minimal_bytes(&p)),
            Err(e) => Ok((e as i32).into()),
        };
    }
    let cb = crate::host::runtime::as_function(cb, "callback")?;
    host(ctx).submit(
        Waiter::Callback(cb),
        Box::new(move || {
            let made = generate(bits, safe, add, rem);
            Box::new(move |ctx: &mut Context| match made {
                Ok(p) => Ok(Ok(to_buffer(ctx, &minimal_bytes(&p))?)),
                Err(e) => Ok(Ok((e as i32).into())),
            })
        }),
    );
    Ok(JsValue::undefined())
}

/// `primeCheck(bytes, callback?)` → true/false, or -1 for a number too long for OpenSSL.
pub(super) fn prime_check(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let bytes = bytes_of(args.get_or_undefined(0), ctx)?.unwrap_or_default();
    let first = bytes.iter().position(|&x| x != 0).unwrap_or(bytes.len());
    if bytes.len() - first > MAX_BYTES {
        return Ok((-1).into());
    }
    let n = BoxedUint::from_be_slice_vartime(&bytes[first..]);
    let cb = args.get_or_undefined(1);
    if cb.is_undefined() {
        return Ok(prime_ok(&n, false).into());
    }
    let cb = crate::host::runtime::as_function(cb, "callback")?;
    host(ctx).submit(
        Waiter::Callback(cb),
        Box::new(move || {
            let ok = prime_ok(&n, false);
            Box::new(move |_: &mut Context| Ok(Ok(ok.into())))
        }),
    );
    Ok(JsValue::undefined())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn num(n: &BoxedUint) -> u64 {
        minimal_bytes(n)
            .iter()
            .fold(0, |a, &b| a << 8 | u64::from(b))
    }

    #[test]
    fn openssl_shapes() {
        // Node 26.10: generatePrimeSync(3) is 7 and generatePrimeSync(2) is 3.
        assert_eq!(num(&generate(3, false, None, None).unwrap()), 7);
        assert_eq!(num(&generate(2, false, None, None).unwrap()), 3);
        assert_eq!(num(&generate(3, true, None, None).unwrap()), 7);
        assert_eq!(
            generate(1, false, None, None),
            Err(PrimeError::BitsTooSmall)
        );
        assert_eq!(generate(2, true, None, None), Err(PrimeError::BitsTooSmall));
        // Node 26.10: generatePrimeSync(4, { add: 15n, rem: 13n }) is 13.
        let p = generate(
            4,
            false,
            Some(BoxedUint::from(15u32)),
            Some(BoxedUint::from(13u32)),
        );
        assert_eq!(num(&p.unwrap()), 13);
        let zero = Some(BoxedUint::zero());
        assert_eq!(generate(8, false, zero, None), Err(PrimeError::DivByZero));
    }

    #[test]
    fn congruences_hold() {
        for _ in 0..20 {
            let p = num(&generate(
                32,
                false,
                Some(BoxedUint::from(12u32)),
                Some(BoxedUint::from(11u32)),
            )
            .unwrap());
            assert_eq!(p % 12, 11);
            assert_eq!(64 - p.leading_zeros(), 32);
            let s = num(&generate(24, true, Some(BoxedUint::from(5u32)), None).unwrap());
            assert_eq!(s % 5, 3);
            let q = num(&generate(20, true, None, None).unwrap());
            assert!(prime_ok(&BoxedUint::from((q - 1) / 2), false));
        }
    }
}
