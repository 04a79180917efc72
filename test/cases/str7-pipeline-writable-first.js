// stream.pipeline with a write-only first stage goes through Duplex.from(); a destroyed next stage throws ERR_STREAM_UNABLE_TO_PIPE
const { pipeline, Writable, Transform, PassThrough } = require('stream');
const w = () => new Writable({ objectMode: true, write(c, e, cb) { cb(); } });
const t = new Transform({ objectMode: true, transform(c, e, cb) { cb(null, c); } });
t.destroy();
try { pipeline(w(), w(), t, () => {}); } catch (e) { console.log(e.code, e.message); }
try { pipeline(w(), w(), () => {}); } catch (e) { console.log(e.code, e.message); }
try { pipeline(w(), new PassThrough(), (err) => console.log('cb', err && err.code)); console.log('no throw'); } catch (e) { console.log(e.code, e.message); }
