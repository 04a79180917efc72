// EventEmitterAsyncResource: the class and shape of emitter.asyncResource
const { EventEmitterAsyncResource } = require('events');
const { AsyncResource } = require('async_hooks');
const e = new EventEmitterAsyncResource({ name: 'X' });
const r = e.asyncResource;
const proto = Object.getPrototypeOf(r);
console.log(r.constructor.name, r instanceof AsyncResource, Object.getPrototypeOf(proto) === AsyncResource.prototype);
console.log(Object.keys(r).length, Object.getOwnPropertyNames(proto).join());
const d = Object.getOwnPropertyDescriptor(proto, 'eventEmitter');
console.log(typeof d.get, d.set, d.enumerable, r.eventEmitter === e, Object.hasOwn(r, 'eventEmitter'));
try {
  d.get.call({});
  console.log('no throw');
} catch (err) {
  console.log(err.name);
}
