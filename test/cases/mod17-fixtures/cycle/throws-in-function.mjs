function fail() { throw new RangeError('from a function'); }
fail();
