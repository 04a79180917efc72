// Ecosystem check: uuid generates (v1, v4, v7: checked for shape; v3, v5: exact), validates, parses and stringifies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v1 as uuidv1, v3 as uuidv3, v4 as uuidv4, v5 as uuidv5, v6, v7, validate, version, parse, stringify, NIL, MAX } from 'uuid';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-uuid-'));
try {
  const ids = { v1: uuidv1(), v4: uuidv4(), v6: v6(), v7: v7() };
  fs.writeFileSync(path.join(dir, 'ids.json'), JSON.stringify(ids));
  const back = JSON.parse(fs.readFileSync(path.join(dir, 'ids.json'), 'utf8'));
  for (const [k, id] of Object.entries(back)) console.log(k, validate(id), version(id), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id));
  const many = new Set(Array.from({ length: 500 }, () => uuidv4()));
  console.log('unique v4', many.size);
  console.log('v5', uuidv5('hello.example.com', uuidv5.DNS), uuidv5('https://www.w3.org/', uuidv5.URL));
  const MY_NAMESPACE = '1b671a64-40d5-491e-99b0-da01ff1f3341';
  console.log('v5 custom', uuidv5('Hello, World!', MY_NAMESPACE));
  console.log('v3', uuidv3('hello.example.com', uuidv3.DNS));
  console.log('v4 from bytes', uuidv4({ random: Uint8Array.from({ length: 16 }, (_, i) => i * 17) }));
  console.log('v1 fixed', uuidv1({ node: Uint8Array.of(1, 35, 69, 103, 137, 171), clockseq: 0x1234, msecs: new Date('2011-11-01').getTime(), nsecs: 5678 }));
  console.log('v7 fixed', v7({ msecs: 1700000000000, random: Uint8Array.from({ length: 16 }, (_, i) => 255 - i) }));
  const bytes = parse('6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b');
  console.log('parse', Array.from(bytes).join(','), stringify(bytes));
  console.log('nil/max', NIL, MAX, validate(NIL), validate('not-a-uuid'));
  try {
    parse('bad');
  } catch (e) {
    console.log('error', e.name, e.message);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
