// ESM view of ./index.js (minirt's test helpers): the same helpers as named
// exports, and the whole helper object as the default export.
import common from './index.js';

export const {
  allowGlobals,
  buildType,
  canCreateSymLink,
  childShouldThrowAndAbort,
  escapePOSIXShell,
  expectsError,
  expectWarning,
  getArrayBufferViews,
  getBufferSources,
  getTTYfd,
  hasCrypto,
  hasQuic,
  hasInspector,
  hasSQLite,
  hasIntl,
  hasIPv6,
  invalidArgTypeHelper,
  isAIX,
  isAlive,
  isDebug,
  isDumbTerminal,
  isFreeBSD,
  isIBMi,
  isInsideDirWithUnusualChars,
  isLinux,
  isMainThread,
  isOpenBSD,
  isMacOS,
  isSunOS,
  isWindows,
  localIPv6Hosts,
  localhostIPv4,
  mustCall,
  mustCallAtLeast,
  mustNotCall,
  mustNotMutateObjectDeep,
  mustSucceed,
  nodeProcessAborted,
  parseTestMetadata,
  PIPE,
  platformTimeout,
  printSkipMessage,
  runWithInvalidFD,
  skip,
  skipIf32Bits,
  skipIfEslintMissing,
  skipIfInspectorDisabled,
  skipIfSQLiteMissing,
  spawnPromisified,
  sleepSync,
} = common;

// PORT throws in parallel runs, so it is only read when a test asks for it.
const getPort = () => common.PORT;

export { getPort };
export default common;
