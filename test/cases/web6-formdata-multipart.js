// Body.formData() parses multipart bodies as Node's undici does (preamble and epilogue
// ignored, Content-Disposition attributes quoted or bare, filename* in UTF-8, text/plain
// default for files, base64 transfer encoding, failures), and FormData serializes names
// and filenames with undici's escaping, omitting an empty filename.
'use strict';
const parse = async (label, body, ct = 'multipart/form-data; boundary=BB') => {
  try {
    const fd = await new Response(body, { headers: { 'content-type': ct } }).formData();
    const out = [];
    for (const [k, v] of fd) {
      out.push(typeof v === 'string' ? [k, v] : [k, v.constructor.name, v.name, v.type, await v.text()]);
    }
    console.log(label, JSON.stringify(out));
  } catch (e) {
    console.log(label, 'throws', e.constructor.name, e.message);
  }
};
const part = (cd, extra = '') => `--BB\r\nContent-Disposition: ${cd}\r\n${extra}\r\nbody\r\n--BB--`;
(async () => {
  await parse('basic', part('form-data; name="a"'));
  await parse('file without type', part('form-data; name="f"; filename="x.txt"'));
  await parse('file with type', part('form-data; name="f"; filename="x"', 'Content-Type: text/html; charset=utf-8\r\n'));
  await parse('utf-8 names', part('form-data; name="é"; filename="ü.txt"'));
  await parse('filename*', part("form-data; name=\"a\"; filename*=utf-8''%C3%A9.txt"));
  await parse('filename* wins', part("form-data; name=\"a\"; filename*=UTF-8''x%20y; filename=\"plain.txt\""));
  await parse('filename* latin1', part("form-data; name=\"a\"; filename*=iso-8859-1''%E9"));
  await parse('bare values', part('form-data; name=a; filename=f.txt'));
  await parse('no space', part('FORM-DATA;name="a"'));
  await parse('junk after value', part('form-data; name="a"x'));
  await parse('escaped quote', part('form-data; name="a\\"b"'));
  await parse('space before ;', part('form-data ; name="a"'));
  await parse('inline', part('inline; name="a"'));
  await parse('escapes', part('form-data; name="a%22b%0A%41"'));
  await parse('base64', part('form-data; name="a"', 'Content-Transfer-Encoding: base64\r\n').replace('body', 'aGk='));
  await parse('preamble and epilogue', 'junk\r\n' + part('form-data; name="a"') + 'trailing');
  await parse('boundary inside body', '--BB\r\nContent-Disposition: form-data; name="a"\r\n\r\nx--BBy\r\n--BB--');
  await parse('header without colon', '--BB\r\nContent-Disposition: form-data; name="a"\r\nbogus\r\n\r\nbody\r\n--BB--');
  await parse('no disposition', '--BB\r\nX: y\r\n\r\nbody\r\n--BB--');
  await parse('unterminated', '--BB\r\nContent-Disposition: form-data; name="a"\r\n\r\nbody');

  const fd = new FormData();
  fd.append('a\r\nb', 'v\rw\nx');
  fd.append('q"x', new Blob(['zz'], { type: 'a/b' }), 'f"\r\n.txt');
  fd.append('e', new File([], ''));
  const r = new Response(fd);
  const boundary = r.headers.get('content-type').split('boundary=')[1];
  console.log(JSON.stringify((await r.clone().text()).split(boundary).join('<B>')));
  for (const [k, v] of await r.formData()) {
    console.log(JSON.stringify(k), typeof v === 'string' ? JSON.stringify(v) : [v.name, v.type, v.size]);
  }
})();
