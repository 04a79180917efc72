// Ecosystem check: rxjs pipes operators over arrays, timers and subjects, and builds a resource-bound observable with `using`.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { of, from, interval, Subject, BehaviorSubject, using, lastValueFrom, firstValueFrom, map, filter, reduce, take, scan, mergeMap, debounceTime, toArray, catchError } = require('rxjs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-rxjs-'));
(async () => {
  try {
    console.log('sum of evens x10', await lastValueFrom(from([1, 2, 3, 4]).pipe(filter((x) => x % 2 === 0), map((x) => x * 10), reduce((a, b) => a + b, 0))));
    console.log('interval', (await lastValueFrom(interval(2).pipe(take(4), toArray()))).join(','));
    console.log('scan', (await lastValueFrom(of(1, 2, 3).pipe(scan((a, b) => a + b, 0), toArray()))).join(','));
    console.log('mergeMap', (await lastValueFrom(of('a', 'b').pipe(mergeMap((x) => of(x + 1, x + 2)), toArray()))).join(','));
    const subject = new Subject();
    const seen = [];
    subject.pipe(debounceTime(5)).subscribe((v) => seen.push(v));
    subject.next(1); subject.next(2); subject.next(3);
    await new Promise((r) => setTimeout(r, 30));
    console.log('debounced', seen.join(','));
    const state = new BehaviorSubject(0);
    state.next(5);
    console.log('behavior', await firstValueFrom(state));
    const file = path.join(dir, 'resource.txt');
    const events = [];
    const values = await lastValueFrom(using(
      () => { fs.writeFileSync(file, 'open'); events.push('acquire'); return { unsubscribe() { events.push('release'); fs.unlinkSync(file); } }; },
      () => of(fs.readFileSync(file, 'utf8'), 'done'),
    ).pipe(toArray()));
    console.log('using', values.join(','), events.join(','), fs.existsSync(file));
    console.log('caught', await lastValueFrom(of(1).pipe(map(() => { throw new Error('boom'); }), catchError((e) => of(e.message)))));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
})();
