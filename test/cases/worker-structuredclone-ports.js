// The global structuredClone and MessagePorts: a listed port moves, an unlisted one is refused, and postMessage still carries ports in its transfer list.
const { port1, port2 } = new MessageChannel();
try { const p = structuredClone(port1, { transfer: [port1] }); console.log(p.constructor.name, p === port1); p.close(); } catch (e) { console.log(e.name, e.message); }
try { structuredClone(new MessageChannel()); } catch (e) { console.log(e.name, e.message); }
try { structuredClone({ port2 }); } catch (e) { console.log(e.name, e.message); }
port2.close();
const mc = new MessageChannel();
mc.port2.on('message', (m) => { console.log('got', m.x, m.p.constructor.name); m.p.close(); mc.port2.close(); });
const other = new MessageChannel();
mc.port1.postMessage({ x: 1, p: other.port1 }, [other.port1]);
other.port2.close();
