// Ecosystem check: iconv-lite encodes and decodes legacy encodings, through files and streams.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const iconv = require('iconv-lite');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-iconv-lite-'));
async function main() {
  const text = 'Привет, мир! Ça coûte 5 €.';
  for (const enc of ['win1251', 'utf16le', 'utf-16be', 'latin1', 'cp866', 'koi8-r', 'iso-8859-15', 'utf8']) {
    const buf = iconv.encode(text, enc);
    fs.writeFileSync(path.join(dir, enc + '.txt'), buf);
    const back = iconv.decode(fs.readFileSync(path.join(dir, enc + '.txt')), enc);
    console.log(enc, buf.length, buf.subarray(0, 8).toString('hex'), JSON.stringify(back));
  }
  const sjis = iconv.encode('日本語テキスト', 'Shift_JIS');
  console.log('shift_jis', sjis.toString('hex'), iconv.decode(sjis, 'sjis'));
  const gbk = iconv.encode('中文', 'gbk');
  console.log('gbk', gbk.toString('hex'), iconv.decode(gbk, 'gb2312'));
  console.log('exists', iconv.encodingExists('us-ascii'), iconv.encodingExists('no-such-enc'));
  console.log('bom', iconv.encode('x', 'utf16', { addBOM: true }).toString('hex'), JSON.stringify(iconv.decode(Buffer.from('efbbbf41', 'hex'), 'utf8')));
  const decoded = await new Promise((resolve, reject) => {
    let s = '';
    fs.createReadStream(path.join(dir, 'utf16le.txt'), { highWaterMark: 3 })
      .pipe(iconv.decodeStream('utf16le'))
      .on('data', (chunk) => { s += chunk; })
      .on('end', () => resolve(s))
      .on('error', reject);
  });
  console.log('decodeStream', decoded === text);
  await new Promise((resolve, reject) => {
    const enc = iconv.encodeStream('koi8-r');
    enc.pipe(fs.createWriteStream(path.join(dir, 'stream.koi8'))).on('finish', resolve).on('error', reject);
    enc.end(text);
  });
  console.log('encodeStream', fs.readFileSync(path.join(dir, 'stream.koi8')).equals(iconv.encode(text, 'koi8-r')));
  try {
    iconv.encode('x', 'no-such-enc');
  } catch (e) {
    console.log('error', e.message);
  }
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
