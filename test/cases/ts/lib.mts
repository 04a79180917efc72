// .mts is always an ES module.
export type Greeting = { text: string };
export interface Named { name: string }
export const greet = (who: Named): Greeting => ({ text: `hello ${who.name}` });
export function pick<T, K extends keyof T>(obj: T, key: K): T[K] {
  return obj[key];
}
export const where = import.meta.url.slice(import.meta.url.lastIndexOf('/'));
