// Port of nodejs/node test/parallel/test-readline-promises-interface.js (rewritten for minirt).
'use strict';

// readline/promises: question() resolves with the answer, rejects with AbortError for
// an aborted signal (before or during the question), and 'line' still works.
const common = require('../common');
const assert = require('assert');
const readlinePromises = require('readline/promises');
const readline = require('readline');
const { PassThrough } = require('stream');

async function run() {
  {
    const input = new PassThrough();
    const rl = readlinePromises.createInterface({ input, terminal: false });
    assert(rl instanceof readlinePromises.Interface);
    const answer = rl.question('q? ');
    input.write('yes\n');
    assert.strictEqual(await answer, 'yes');
    rl.close();
  }
  {
    const input = new PassThrough();
    const rl = readlinePromises.createInterface({ input, terminal: false });
    const ac = new AbortController();
    ac.abort();
    await assert.rejects(rl.question('q', { signal: ac.signal }), { name: 'AbortError' });
    rl.close();
  }
  {
    const input = new PassThrough();
    const rl = readlinePromises.createInterface({ input, terminal: false });
    const ac = new AbortController();
    const p = rl.question('q', { signal: ac.signal });
    ac.abort();
    await assert.rejects(p, { name: 'AbortError' });
    // The next line is a normal 'line' again.
    const line = new Promise((resolve) => rl.once('line', resolve));
    input.write('after\n');
    assert.strictEqual(await line, 'after');
    rl.close();
  }
  {
    // util.promisify of the callback question.
    const input = new PassThrough();
    const rl = readline.createInterface({ input, terminal: false });
    const question = require('util').promisify(rl.question).bind(rl);
    const p = question('q');
    input.write('promisified\n');
    assert.strictEqual(await p, 'promisified');
    rl.close();
  }
}

run().then(common.mustCall());
