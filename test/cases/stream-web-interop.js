// stream.finished on web streams, Duplex.from on non-stream values, structuredClone of a Blob.
const {finished}=require("stream"); const rs=new ReadableStream({start(c){c.enqueue(1); c.close()}});
finished(rs, (e)=>console.log("rs done", e)); rs.getReader().read().then(r=>console.log(r));
const rs2=new ReadableStream({start(c){c.error(new Error("bad"))}}); finished(rs2,(e)=>console.log("rs2", e.message));
const ws=new WritableStream(); finished(ws,(e)=>console.log("ws", e)); ws.getWriter().close();
const ac=new AbortController(); const rs3=new ReadableStream(); finished(rs3,{signal:ac.signal},(e)=>console.log("rs3", e.name)); ac.abort();
require("stream/promises").finished(new ReadableStream({start(c){c.close()}})).then(v=>console.log("p", v));
const { Duplex } = require('stream');
const d = Duplex.from(async function* (src) { for await (const c of src) yield String(c).toUpperCase(); });
d.on('data', (c) => console.log('data', String(c)));
d.end('abc');
Duplex.from([1, 2]).on('data', (x) => console.log('iter', x));
const b = new Blob(['hi']); const c = structuredClone(b); console.log(c instanceof Blob, c.size, c !== b);
c.text().then((t) => console.log('text', t));
