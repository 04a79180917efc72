// A rejection with a non-error reason is wrapped in ERR_UNHANDLED_REJECTION.
// exit: 1
// stderr: The promise rejected with the reason "42".
// stderr: code: 'ERR_UNHANDLED_REJECTION'
'use strict';
Promise.reject(42);
