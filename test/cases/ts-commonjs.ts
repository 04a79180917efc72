// A typeless .ts entry without module syntax runs as CommonJS, its types stripped: type
// annotations, interfaces, generics, `as`, `satisfies`, `!`/`?` markers, `declare` fields,
// overloads, `this` parameters, abstract members and type-only imports and exports.
import type { Greeting } from './ts/lib.mts';
export type { Greeting as AlsoGreeting };

interface Shape {
  area(): number;
}
type Pair<A, B> = [A, B];

abstract class Base implements Shape {
  abstract area(): number;
  protected readonly kind: string = 'base';
  declare extra: unknown;
  describe(this: Base): string {
    return `${this.kind}:${this.area()}`;
  }
}

class Square extends Base {
  side!: number;
  note?: string;
  private static count: number = 0;
  public constructor(side: number) {
    super();
    this.side = side;
    Square.count++;
  }
  override area(): number {
    return this.side ** 2;
  }
  static made(): number {
    return Square.count;
  }
}

function first<T>(items: T[]): T | undefined;
function first<T>(items: T[], fallback: T): T;
function first<T>(items: T[], fallback?: T): T | undefined {
  return items.length > 0 ? items[0] : fallback;
}

const pair: Pair<string, number> = ['a', 1];
const sq = new Square(3);
const config = { retries: 3 } satisfies Record<string, number>;
const unknownValue: unknown = 'text';
const asString = unknownValue as string;
const nonNull = (pair as unknown as Pair<string, number>)[0]!;
const arrow = <T,>(x: T): T => x;
let later!: number;
later = 5;

console.log(sq.describe(), Square.made(), 'extra' in sq);
console.log(first<number>([]), first([], 9), first(['x']));
console.log(pair, config, asString.length, nonNull, arrow<number>(4), later);
console.log(typeof module, typeof exports, typeof require);
console.log(__filename.slice(__dirname.length));

const helper = require('./ts/helper.ts');
console.log(helper.add({ x: 1, y: 2 }, { x: 3, y: 4 }), helper.origin, helper.where);

const { Counter, kind } = require('./ts/counter.cts');
const c = new Counter<string>().add('a').add('b');
console.log(c.items, c.total, 'label' in c, 'optional' in c, kind);

const cjsPkg = require('./ts/cjs-pkg/typed.ts');
console.log(cjsPkg);

// Positions stay those of the file: this line and column are in the stack.
const where = new Error('here').stack.split('\n')[1];
console.log(where.slice(where.lastIndexOf('/')));

try {
  require('./ts/node_modules/typed-dep/index.ts');
} catch (e) {
  console.log(e.code, e.message.slice(e.message.lastIndexOf('node_modules')));
}
try {
  require('./ts/enum.ts');
} catch (e) {
  console.log(e.name, e.code, e.message);
  console.log(e.stack.split('\n').slice(0, 6).join('\n').replace(/file:\/\/.*\/ts\//, 'ts/'));
}
try {
  require('./ts/bad-syntax.ts');
} catch (e) {
  console.log(e.name, e.code, e.message);
  console.log(e.stack.split('\n').slice(0, 6).join('\n').replace(/file:\/\/.*\/ts\//, 'ts/'));
}
