// util.promisify on the global setTimeout/setImmediate uses their custom promise forms.
'use strict';
const util = require('util');
const sleep = util.promisify(setTimeout);
const immediate = util.promisify(setImmediate);
(async () => {
  console.log(await sleep(1, 'slept'));
  console.log(await immediate('now'));
  console.log(typeof setTimeout[util.promisify.custom], sleep === setTimeout[util.promisify.custom]);
})();
