// Ecosystem check: csv-parse, its sync API and its stream API fed by fs.createReadStream.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parse } = require('csv-parse');
const { parse: parseSync } = require('csv-parse/sync');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-csv-parse-'));
async function main() {
  const file = path.join(dir, 'data.csv');
  let csv = 'id,name,score,note\n';
  for (let i = 1; i <= 500; i++) csv += `${i},"name ${i}",${(i * 7) % 101},"says ""hi"", line\n${i}"\n`;
  fs.writeFileSync(file, csv);
  const small = parseSync('a,b\n1,2\n"3,4",5\n', { columns: true, skip_empty_lines: true });
  console.log('sync', JSON.stringify(small));
  const records = [];
  const parser = fs.createReadStream(file, { highWaterMark: 1024 }).pipe(parse({ columns: true, cast: true }));
  for await (const record of parser) records.push(record);
  console.log('stream records', records.length);
  console.log('first', JSON.stringify(records[0]));
  console.log('last', JSON.stringify(records[records.length - 1]));
  console.log('score sum', records.reduce((s, r) => s + r.score, 0));
  await new Promise((resolve) => {
    parse('a,b\n1,2,3\n', {}, (err, out) => {
      console.log('callback error', err && err.code, err && err.message, out);
      resolve();
    });
  });
  const info = parseSync('x;y\n1;2\n', { delimiter: ';', info: true });
  console.log('info', JSON.stringify(info.map((r) => [r.record, r.info.lines])));
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
