// A resolve* callback runs in the async context of its call (AsyncLocalStorage), under a
// QUERYWRAP request that async_hooks sees from init to destroy; each resolver's channel is
// a DNSCHANNEL resource, the default one made when `dns` loads.
'use strict';
const { AsyncLocalStorage, createHook, executionAsyncId } = require('async_hooks');

const events = [];
const types = new Map();
createHook({
  init(id, type, trigger, resource) {
    if (type !== 'DNSCHANNEL' && type !== 'QUERYWRAP') return;
    types.set(id, type);
    const keys = Object.keys(resource).sort().join(',');
    const name = Object.getPrototypeOf(resource).constructor.name;
    events.push(`init ${type} ${name} [${keys}] ${resource.bindingName ?? ''} ${resource.hostname ?? ''}`);
  },
  before(id) { if (types.has(id)) events.push(`before ${types.get(id)}`); },
  after(id) { if (types.has(id)) events.push(`after ${types.get(id)}`); },
  destroy(id) { if (types.has(id)) events.push(`destroy ${types.get(id)}`); },
}).enable();

events.push('require dns');
const dns = require('dns');
events.push('new Resolver');
const resolver = new dns.Resolver({ timeout: 5000, tries: 1 });
// Port 1 on the loopback refuses at once.
resolver.setServers(['127.0.0.1:1']);

const als = new AsyncLocalStorage();
als.run('callback store', () => {
  resolver.resolve4('a.invalid', (err) => {
    events.push(`callback ${err.code} in ${types.get(executionAsyncId())}`);
    console.log('callback store:', als.getStore());
    const promiseResolver = new dns.promises.Resolver({ timeout: 5000, tries: 1 });
    promiseResolver.setServers(['127.0.0.1:1']);
    als.run('promise store', () => {
      promiseResolver.resolveTxt('b.invalid').catch((e) => {
        console.log('promise store:', als.getStore(), e.code);
        setTimeout(() => {
          for (const line of events) console.log(line);
        }, 50);
      });
    });
  });
});
