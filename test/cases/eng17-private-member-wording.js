// V8's words for a private name used on an object that lacks it: a field read or written, a
// private accessor or method, static or not, named by the class that declares it.
class Account {
  #balance = 0;
  static #count = 0;
  get #summary() {
    return `${this.#balance}`;
  }
  static #reset(o) {
    return o;
  }
  static balanceOf(o) {
    return o.#balance;
  }
  static setBalance(o) {
    o.#balance = 5;
  }
  static summaryOf(o) {
    return o.#summary;
  }
  static countOf(o) {
    return o.#count;
  }
  static resetFrom(o) {
    return o.#reset;
  }
}

for (const method of ['balanceOf', 'setBalance', 'summaryOf', 'countOf', 'resetFrom']) {
  try {
    Account[method]({});
    console.log(method, 'no error');
  } catch (e) {
    console.log(method, e.constructor.name, e.message);
  }
}
