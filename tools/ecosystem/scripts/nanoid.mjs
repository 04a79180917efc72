// Ecosystem check: nanoid makes ids (secure, custom alphabet and size, non-secure); random output is checked for shape only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nanoid, customAlphabet, customRandom, urlAlphabet } from 'nanoid';
import { nanoid as insecure } from 'nanoid/non-secure';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-nanoid-'));
try {
  const ids = Array.from({ length: 1000 }, () => nanoid());
  fs.writeFileSync(path.join(dir, 'ids.txt'), ids.join('\n'));
  const back = fs.readFileSync(path.join(dir, 'ids.txt'), 'utf8').split('\n');
  console.log('count', back.length, 'unique', new Set(back).size);
  console.log('shape', back.every((id) => /^[A-Za-z0-9_-]{21}$/.test(id)));
  console.log('size 10', nanoid(10).length);
  const hex = customAlphabet('1234567890abcdef', 10);
  console.log('custom', /^[0-9a-f]{10}$/.test(hex()), hex(5).length);
  let seed = 0;
  const fixed = customRandom('abcdef', 8, (size) => new Uint8Array(size).map(() => (seed = (seed * 31 + 7) % 256)));
  console.log('customRandom', fixed(), fixed());
  console.log('non-secure', /^[A-Za-z0-9_-]{21}$/.test(insecure()), insecure(5).length);
  console.log('alphabet', urlAlphabet.length, [...urlAlphabet].sort().join(''));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
