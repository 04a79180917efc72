// A prime larger than OpenSSL's bignum limit fails at once ("bignum too long"), both forms.
const crypto = require('crypto');
for (const bits of [536870849, 2 ** 30, 2 ** 31 - 1]) {
  try { crypto.generatePrimeSync(bits); } catch (e) { console.log(bits, e.code, e.message); }
}
crypto.generatePrime(2 ** 30, (err, prime) => {
  console.log('callback', err.code, err.message, prime);
});
console.log('queued');
