// process._kill (raw kill(2) result), _linkedBinding, dlopen argument check, profiler idle hooks,
// _tickCallback (ticks and microtasks now), _debugProcess/_debugEnd, sourceMapsEnabled.
'use strict';
const t = (l, f) => { try { console.log(l, JSON.stringify(f())); } catch (e) { console.log(l, 'ERR', e.name, e.code, e.message); } };
t('_kill self', () => process._kill(process.pid, 0)); t('_kill none', () => process._kill(999999, 0));
t('_linkedBinding', () => process._linkedBinding('x'));
t('dlopen', () => process.dlopen()); t('dlopen 1', () => process.dlopen({}));
t('idle', () => [process._startProfilerIdleNotifier(), process._stopProfilerIdleNotifier(), process._startProfilerIdleNotifier.length]);
process.nextTick(() => console.log('tick'));
Promise.resolve().then(() => console.log('micro'));
process._tickCallback();
console.log('after', process._tickCallback.name, process._debugEnd(), process._debugEnd.length, process._debugProcess.length);
try { process._debugProcess(999999) } catch (e) { console.log(e.code, e.syscall, e.message) }
console.log('sourceMapsEnabled', process.sourceMapsEnabled, Object.keys(Object.getOwnPropertyDescriptor(process, 'sourceMapsEnabled')).join());
