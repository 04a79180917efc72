// import() from CommonJS resolves relative to the calling file and yields the namespace.
'use strict';
import('./modules/esm-lib.mjs').then((ns) => {
  console.log(ns.default, ns.value);
  return import('pkg-esm');
}).then((ns) => console.log(ns.hello));
