// .cts is always CommonJS.
class Counter<T> {
  #seen: T[] = [];
  declare label: string;
  total!: number;
  optional?: string;
  constructor() {
    this.total = 0;
  }
  add(this: Counter<T>, item: T): this {
    this.#seen.push(item);
    this.total++;
    return this;
  }
  get items(): readonly T[] {
    return this.#seen;
  }
}
exports.Counter = Counter;
exports.kind = typeof module;
