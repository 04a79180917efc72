// internal/uncloneable_prototypes: the prototypes whose instances structuredClone refuses
// (host objects with hidden state: URL, URLSearchParams, FormData). A module registers its
// classes here when it loads, without loading internal/structured_clone, which reads the set.
'use strict';

module.exports = new Set();
