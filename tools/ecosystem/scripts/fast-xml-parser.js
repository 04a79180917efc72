// Ecosystem check: fast-xml-parser validates, parses (with attributes) and builds XML read from a file.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { XMLParser, XMLBuilder, XMLValidator } = require('fast-xml-parser');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-fast-xml-parser-'));
try {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<catalog>
  <book id="bk101" lang="en">
    <author>Gambardella, Matthew</author>
    <title>XML Developer's Guide</title>
    <price>44.95</price>
    <tags><tag>xml</tag><tag>dev</tag></tags>
  </book>
  <book id="bk102">
    <author>Ralls &amp; Kim</author>
    <title><![CDATA[Midnight <Rain>]]></title>
    <price>5.95</price>
  </book>
</catalog>`;
  fs.writeFileSync(path.join(dir, 'catalog.xml'), xml);
  const text = fs.readFileSync(path.join(dir, 'catalog.xml'), 'utf8');
  console.log('valid', XMLValidator.validate(text));
  console.log('invalid', JSON.stringify(XMLValidator.validate('<a><b></a>')));
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });
  const obj = parser.parse(text);
  console.log('parsed', JSON.stringify(obj));
  const plain = new XMLParser().parse(text);
  console.log('plain prices', plain.catalog.book.map((b) => b.price).join(','));
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ' });
  const out = builder.build({ root: { '@_v': '1', item: [{ name: 'a', qty: 1 }, { name: 'b & c', qty: 2 }] } });
  fs.writeFileSync(path.join(dir, 'out.xml'), out);
  process.stdout.write(fs.readFileSync(path.join(dir, 'out.xml'), 'utf8'));
  console.log('roundtrip', JSON.stringify(new XMLParser({ ignoreAttributes: false }).parse(out)));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
