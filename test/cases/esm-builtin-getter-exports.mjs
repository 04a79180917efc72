// A built-in imported from ES modules: default, named, getter-made (fs.promises, fs.ReadStream, crypto.webcrypto) and namespace imports, import(), and a module loaded later that takes names the first import left unread.
import fs from 'node:fs';
import { promises, readFileSync } from 'fs';
import { ReadStream } from 'node:fs';
import * as crypto from 'crypto';
import { webcrypto } from 'node:crypto';
export { createServer } from 'net';
console.log(typeof fs.readFileSync, typeof promises.readFile, promises === fs.promises, typeof readFileSync, typeof ReadStream);
console.log(typeof crypto.webcrypto, crypto.webcrypto === webcrypto, typeof crypto.default.createHash);
const dyn = await import('node:fs');
console.log(dyn.promises === fs.promises, typeof dyn.WriteStream, dyn.default === fs);
const b = await import('./modules/builtin-lazy-names.mjs');
console.log(b.out);
const util = await import('util');
console.log(typeof util.TextEncoder, typeof util.MIMEType);
