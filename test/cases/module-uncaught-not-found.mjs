// A static import of a missing file fails before anything runs: the uncaught
// ERR_MODULE_NOT_FOUND is printed with its code and URL, exit code 1.
// exit: 1
// stderr: Error [ERR_MODULE_NOT_FOUND]: Cannot find module
// stderr: code: 'ERR_MODULE_NOT_FOUND',
console.log('not reached');
import './no-such-module.mjs';
