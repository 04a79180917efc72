// An error the engine makes with no JS frame under it (an imported module that does not parse) still has a `Name: message` stack; an object that only inherits from Error.prototype has none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco7-stack-'));
const file = path.join(dir, 'bad.mjs');
fs.writeFileSync(file, 'export const = 1;\n');
try {
  await import(file);
} catch (e) {
  console.log(e.name, typeof e.stack, e.stack.split('\n')[0] === `${e.name}: ${e.message}`);
}
fs.rmSync(dir, { recursive: true });
console.log(Object.create(Error.prototype).stack, Object.create(RangeError.prototype).stack);
const plain = Object.create(TypeError.prototype);
plain.message = 'm';
console.log(plain.stack, String(plain));
