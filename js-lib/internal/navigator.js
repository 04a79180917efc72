// The `navigator` global, as Node defines it. Nothing is read until a property is: the
// global is made on first use and its getters ask process and the environment then.
'use strict';

// The locale the environment names (LC_ALL, then LC_MESSAGES, then LANG, as ICU reads them)
// as a BCP 47 tag; en-US for none, C or POSIX, as in V8.
function environmentLocale() {
  const { env } = process;
  const raw = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  const name = raw.split('.')[0].split('@')[0];
  if (name === '' || name === 'C' || name === 'POSIX') return 'en-US';
  return name.replaceAll('_', '-');
}

// Node's names: the browser's for macOS and Windows, otherwise the system and the CPU as
// that system's uname names it.
function getNavigatorPlatform(arch, platform) {
  switch (platform) {
    case 'darwin':
      return 'MacIntel';
    case 'win32':
      return 'Win32';
    case 'aix':
      return 'AIX';
    case 'linux':
      if (arch === 'ia32') return 'Linux i686';
      if (arch === 'x64') return 'Linux x86_64';
      return `Linux ${arch}`;
    case 'freebsd':
    case 'openbsd': {
      const system = platform === 'freebsd' ? 'FreeBSD' : 'OpenBSD';
      if (arch === 'ia32') return `${system} i386`;
      if (arch === 'x64') return `${system} amd64`;
      return `${system} ${arch}`;
    }
    case 'sunos':
      return arch === 'ia32' ? 'SunOS i86pc' : `SunOS ${arch}`;
    default:
      return `${platform[0].toUpperCase()}${platform.slice(1)} ${arch}`;
  }
}

// Only the runtime makes the one instance, as Node: `new Navigator()` is an illegal
// constructor call.
const kConstruct = Symbol('kConstruct');

class Navigator {
  #language;
  #languages;

  constructor(token = undefined) {
    if (token !== kConstruct) {
      const { codes: { ERR_ILLEGAL_CONSTRUCTOR } } = require('internal/errors');
      throw new ERR_ILLEGAL_CONSTRUCTOR();
    }
  }

  get hardwareConcurrency() {
    return require('os').availableParallelism();
  }

  get language() {
    this.#language ??= environmentLocale();
    return this.#language;
  }

  get languages() {
    this.#languages ??= Object.freeze([environmentLocale()]);
    return this.#languages;
  }

  get userAgent() {
    return `Node.js/${process.version.slice(1, process.version.indexOf('.'))}`;
  }

  get platform() {
    return getNavigatorPlatform(process.arch, process.platform);
  }
}

module.exports = { navigator: new Navigator(kConstruct), Navigator, getNavigatorPlatform };
