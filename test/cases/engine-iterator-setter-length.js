// The accessors of Iterator.prototype's `constructor` and @@toStringTag: names, lengths and attributes of V8's.
for (const key of ['constructor', Symbol.toStringTag]) {
  const d = Object.getOwnPropertyDescriptor(Iterator.prototype, key);
  console.log(d.get.name, d.get.length, d.set.name, d.set.length, d.enumerable, d.configurable,
              JSON.stringify(Object.getOwnPropertyDescriptor(d.set, 'length')));
}
