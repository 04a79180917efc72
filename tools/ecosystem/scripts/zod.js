// Ecosystem check: zod validates data read from a JSON file (objects, refinements, transforms, unions, errors).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { z } = require('zod');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-zod-'));
try {
  const User = z.object({
    username: z.string().min(3),
    email: z.email(),
    age: z.number().int().positive().optional(),
    role: z.enum(['admin', 'user']).default('user'),
    tags: z.array(z.string()).max(2),
    joined: z.iso.date(),
  });
  const samples = [
    { username: 'ludwig', email: 'l@example.com', tags: ['a'], joined: '2024-01-31' },
    { username: 'lu', email: 'not-an-email', age: -3.5, role: 'root', tags: ['a', 'b', 'c'], joined: '2024-13-01' },
  ];
  fs.writeFileSync(path.join(dir, 'users.json'), JSON.stringify(samples));
  for (const s of JSON.parse(fs.readFileSync(path.join(dir, 'users.json'), 'utf8'))) {
    const r = User.safeParse(s);
    console.log('success', r.success, r.success ? JSON.stringify(r.data) : JSON.stringify(r.error.issues.map((i) => [i.path.join('.'), i.code, i.message])));
    if (!r.success) console.log(z.prettifyError(r.error));
  }
  const Shape = z.discriminatedUnion('kind', [z.object({ kind: z.literal('circle'), r: z.number() }), z.object({ kind: z.literal('sq'), side: z.number() })]);
  console.log('union', JSON.stringify(Shape.parse({ kind: 'sq', side: 2 })));
  const Trimmed = z.string().trim().toLowerCase().transform((s) => s.split(','));
  console.log('transform', JSON.stringify(Trimmed.parse('  A,B,C  ')));
  const Even = z.number().refine((n) => n % 2 === 0, { message: 'must be even' });
  console.log('refine', JSON.stringify(Even.safeParse(3).error.issues));
  console.log('coerce', z.coerce.number().parse('42'), z.coerce.boolean().parse(''));
  try {
    z.tuple([z.string(), z.number()]).parse(['a', 'b']);
  } catch (e) {
    console.log('throw', e.name, JSON.stringify(e.issues));
  }
  console.log('json schema', JSON.stringify(z.toJSONSchema(z.object({ a: z.string(), b: z.number().optional() }))));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
