'use strict';
// internal/util/key_brands — the KeyObject and CryptoKey brand checks behind util.types.
//
// internal/crypto/keys needs internal/util/types, so types cannot require keys; keys puts its
// checks here when it loads. Until then no key object can exist and both checks answer false.

module.exports = { isKeyObject: null, isCryptoKey: null };
