// Ecosystem check: ajv compiles a JSON schema read from a file and validates good and bad data.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Ajv = require('ajv');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-ajv-'));
try {
  const schema = {
    type: 'object',
    properties: {
      foo: { type: 'integer', minimum: 0 },
      bar: { type: 'string', pattern: '^[a-z]+$' },
      tags: { type: 'array', items: { type: 'string' }, uniqueItems: true, maxItems: 3 },
      kind: { enum: ['a', 'b'] },
    },
    required: ['foo'],
    additionalProperties: false,
  };
  fs.writeFileSync(path.join(dir, 'schema.json'), JSON.stringify(schema));
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(JSON.parse(fs.readFileSync(path.join(dir, 'schema.json'), 'utf8')));
  const samples = [
    { foo: 1, bar: 'abc' },
    { foo: -1, bar: 'ABC', extra: true },
    { bar: 'x', tags: ['a', 'a', 'b', 'c'] },
    { foo: 1.5, kind: 'c' },
  ];
  for (const data of samples) {
    const valid = validate(data);
    console.log(JSON.stringify(data), valid);
    if (!valid) {
      for (const e of validate.errors) console.log('  ', e.instancePath || '/', e.keyword, e.message, JSON.stringify(e.params));
      console.log('  text:', ajv.errorsText(validate.errors));
    }
  }
  try {
    ajv.compile({ type: 'nope' });
  } catch (e) {
    console.log('bad schema:', e.message.split('\n')[0]);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
