// A catch block's throw survives a finally block that catches an exception of its own (sync, async, generator), and nesting keeps return, break and stack columns.
function f() { try { throw 1 } catch (e) { throw new Error('lost') } finally { try { throw 5 } catch {} } }
try { console.log('returned', f()); } catch (e) { console.log('threw', e.message); }
async function g() { try { throw 1 } catch (e) { throw new Error('async lost') } finally { try { await Promise.reject(5) } catch {} } }
g().then((v) => console.log('resolved', v), (e) => console.log('rejected', e.message));
function* h() { try { yield 1; throw 2 } catch (e) { throw new Error('gen lost') } finally { try { throw 5 } catch {} } }
try { const it = h(); it.next(); it.next(); console.log('gen done'); } catch (e) { console.log('gen threw', e.message); }
function k() { try { return 'try' } catch { } finally { console.log('finally ran') } }
console.log(k());
function m() { outer: for (;;) { try { break outer } catch {} finally { console.log('m finally') } } return 'm' }
console.log(m(), new Error('col').stack.split('\n')[1].trim().replace(__filename, 'FILE'));
