// Getters from descriptor literals stored under their key (chalk 4's styles: styles[name] = { get() { ...; Object.defineProperty(this, name, { value }) } }, then Object.defineProperties) read again at the same site after they memoised themselves.
'use strict';
const styles = {};
for (const name of ['cyan', 'bold']) {
  styles[name] = {
    get() {
      const b = make(`${this.tag}.${name}`);
      Object.defineProperty(this, name, { value: b });
      return b;
    },
  };
}
styles.visible = {
  get() {
    const b = make(`${this.tag}.visible`);
    Object.defineProperty(this, 'visible', { value: b });
    return b;
  },
};
const proto = Object.defineProperties(function () {}, styles);
function make(tag) {
  const f = function () {};
  Object.setPrototypeOf(f, proto);
  f.tag = tag;
  return f;
}
const root = make('root');
const read = (o, k) => o[k];
const cyan = (o) => o.cyan;
const seen = [];
for (let i = 0; i < 3; i++) {
  seen.push(cyan(root).tag, cyan(read(root, 'bold')).tag, read(root, 'visible').tag);
}
console.log(seen.join(' '));
console.log(cyan(root) === root.cyan, Object.getOwnPropertyNames(root).sort().join());
