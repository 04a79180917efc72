// TextDecoder in stream mode removes a BOM only at the start of the stream: after a first
// ASCII chunk, a BOM in a later chunk is text (U+FEFF); at the start it is dropped unless
// ignoreBOM is set.
'use strict';
const show = (s) => JSON.stringify(s);
const bom = [0xef, 0xbb, 0xbf];
for (const ignoreBOM of [false, true]) {
  const d = new TextDecoder('utf-8', { ignoreBOM });
  const a = d.decode(Uint8Array.of(0x41), { stream: true });
  const b = d.decode(Uint8Array.of(...bom, 0x61), { stream: true });
  const c = d.decode();
  console.log(ignoreBOM, show(a + b + c));
  const e = new TextDecoder('utf-8', { ignoreBOM });
  const first = e.decode(Uint8Array.of(...bom, 0x62), { stream: true });
  const again = e.decode(Uint8Array.of(...bom, 0x63));
  // A new stream after the last call starts over: its BOM is at the start again.
  const next = e.decode(Uint8Array.of(...bom, 0x64));
  console.log(ignoreBOM, show(first + again), show(next));
  const f = new TextDecoder();
  console.log(show(f.decode(new Uint8Array(0), { stream: true }) + f.decode(Uint8Array.of(...bom, 0x65))));
}
