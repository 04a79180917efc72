// A typeless .ts entry without module syntax runs as CommonJS with every kind of type
// blanked: annotations of each shape, generic arrows (`<T,>`) and calls with type
// arguments, `satisfies`, `as const`, `!`, overloads, declare fields, abstract members,
// accessors, `this` parameters, type predicates and declare-only statements; what runs is
// what is left, and line:column in stacks are those of this file.
type Id = `id-${number}`;
interface Point { readonly x: number; y?: number; [extra: string]: unknown }
type Mapper = <T, U extends T = T>(value: T, index?: number) => U;
type Ctor = abstract new (...args: any[]) => object;
type Cond<T> = T extends string ? 'str' : T extends infer U extends number ? U : never;
type Keys = { [K in keyof Point as `get${Capitalize<K & string>}`]-?: () => Point[K] };
declare const ambient: number;
declare function ambientFn(): void;
declare class AmbientClass {}
declare global { interface Array<T> { unusedMarker?: T } }
declare module 'nowhere' { export const x: number; }
declare namespace Ambient { const y: string; }
declare enum AmbientEnum { A }

const point: Point = { x: 1, y: 2 };
const id: Id = 'id-7';
const tuple: [first: number, second?: string, ...rest: boolean[]] = [1, 'a', true];
const fn: (this: void, a: number, b?: string) => void = () => {};
const identity = <T,>(value: T): T => value;
const asyncIdentity = async <T extends object = {}>(value: T): Promise<T> => value;
const constList = ['a', 'b'] as const;
const checked = { mode: 'strict' } satisfies { mode: string };
const forced = (point as unknown) as { x: number };
const nonNull = point!.y!;
const generic = identity<number>(5);
const instantiated = identity<string>;

function isString(v: unknown): v is string { return typeof v === 'string'; }
function assertNumber(v: unknown): asserts v is number {
  if (typeof v !== 'number') throw new TypeError('not a number');
}
function overloaded(x: string): string;
function overloaded(x: number): number;
function overloaded(x: any): any { return x; }
function withThis(this: { k: number }, add: number): number { return this.k + add; }
function optionalParams(a?: number, { b }: { b?: number } = {}, ...rest: number[]): number {
  return (a ?? 0) + (b ?? 0) + rest.length;
}

abstract class Shape<T extends object = {}> implements Iterable<number> {
  abstract area(): number;
  abstract readonly sides: number;
  declare tag: string;
  protected readonly kind: string = 'shape';
  private static count: number = 0;
  public label?: string;
  total!: number;
  static create?(): void;
  constructor() { Shape.count++; }
  describe(this: Shape<T>): string { return `${this.kind}:${this.area()}:${Shape.count}`; }
  *[Symbol.iterator](): Iterator<number> { yield this.area(); }
  get double(): number { return this.area() * 2; }
  set double(v: number) { this.total = v; }
}
class Square extends Shape<{ side: number }> {
  readonly sides = 4;
  override area(): number { return 9; }
}
const square = new Square();

console.log(point, id, tuple, typeof fn, generic, instantiated('s'), constList, checked);
console.log(forced.x, nonNull, isString('x'), overloaded(3), overloaded('three'));
console.log(withThis.call({ k: 1 }, 2), optionalParams(1, { b: 2 }, 3, 4));
console.log(square.describe(), [...square], square.double, 'tag' in square, 'total' in square);
assertNumber(4);
try { assertNumber('4'); } catch (e) { console.log((e as Error).message); }
console.log(Object.keys(square), typeof Shape.create);

// Positions: the types before a call do not move it.
function where(): string {
  const line = new Error('x').stack!.split('\n')[2];
  return /:(\d+:\d+)\)?$/.exec(line)![1];
}
const w1: string = where();
const w2 = identity<Map<string, Array<number>>>(new Map()) && where();
const w3 = (where as () => string)() satisfies string;
console.log(w1, w2, w3);
asyncIdentity({ done: true as boolean }).then((v) => console.log('async', v));
console.log(typeof require, typeof module);
