// 'unhandledRejection' listeners take rejections; a rejection handled in the same tick
// is not reported; a late handler emits 'rejectionHandled'.
'use strict';
process.on('unhandledRejection', (reason, p) => {
  console.log('unhandledRejection', reason instanceof Error ? reason.message : reason, p instanceof Promise);
  setTimeout(() => p.catch(() => console.log('late catch')), 1);
});
process.on('rejectionHandled', (p) => console.log('rejectionHandled', p instanceof Promise));
const handled = Promise.reject(new Error('handled in time'));
handled.catch(() => console.log('caught in time'));
Promise.reject(new Error('not handled'));
