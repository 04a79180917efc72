// Buffer.concat copies view by view as Node does: a detached view it reaches throws V8's
// %TypedArray%.prototype.set error, and it stops after the first view that overruns
// totalLength. The hex/base64/ucs2 writers report an offset past the end as the binding does.
'use strict';
const show = (f) => { try { console.log(f().toString('hex')); } catch (e) { console.log(e.name, e.code, e.message); } };
function detached() { const ab = new ArrayBuffer(8); const b = Buffer.from(ab); ab.transfer(); return b; }
show(() => Buffer.concat([detached(), Buffer.from('a')]));
show(() => Buffer.concat([Buffer.from('a'), detached()]));
show(() => Buffer.concat([detached()]));
show(() => Buffer.concat([Buffer.from('ab'), detached()], 1));
show(() => Buffer.concat([Buffer.from('ab'), detached()], 2));
show(() => Buffer.concat([Buffer.from('ab'), detached()], 3));
show(() => Buffer.concat([detached(), Buffer.from('ab')], 0));
for (const enc of ['hex', 'base64', 'base64url', 'ucs2', 'utf8', 'latin1']) {
  try { Buffer.alloc(1)[enc + 'Write']('zz', 5); console.log(enc, 'no error'); } catch (e) { console.log(enc, String(e), e.code); }
}
