type Reason = string;
function fail(reason: Reason): never {
  throw new Error(reason);
}
fail('thrown from TypeScript' as Reason);
