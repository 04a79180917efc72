globalThis.fromB = 42;
console.log('preload b');
