// TLSSocket, the TLS Server, tls.connect and tls.createServer, for `tls` and `_tls_wrap`.
// A TLSSocket is a net.Socket whose handle is a JSStream (internal/js_stream) fed by a
// rustls session (internalBinding('tls'), runtime/src/bindings/tls.rs) that sits on a
// transport net.Socket: ciphertext the transport reads goes into the session, plaintext
// comes out as the socket's reads; the socket's writes go in as plaintext and out to the
// transport as records. The handshake finishes as in Node's onConnectSecure: the chain's
// verdict and checkServerIdentity decide `authorized`, and `rejectUnauthorized` whether the
// socket fails (a TLSSocket made directly only reports 'secure'); a server with
// requestCert judges the client's certificate the same way. A server whose context depends
// on the client's server name (SNICallback, addContext) learns the name from the session
// once the ClientHello is in (loadSNI) and hands it the chosen context. Not built: session
// resumption, renegotiation, ALPNCallback, PSK and pfx.
'use strict';

const net = require('net');
const EventEmitter = require('events');
const { Socket } = require('internal/net/socket');
const { kOwner } = require('internal/net/stream_base');
const { JSStream } = require('internal/js_stream');
const {
  codes: {
    ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_TLS_INVALID_CONTEXT,
    ERR_METHOD_NOT_IMPLEMENTED, ERR_TLS_HANDSHAKE_TIMEOUT, ERR_TLS_SNI_FROM_SERVER,
    ERR_TLS_INVALID_STATE, ERR_MULTIPLE_CALLBACK, ERR_SOCKET_CLOSED,
    ERR_TLS_REQUIRED_SERVER_NAME,
  },
  ConnResetException,
} = require('internal/errors');
const {
  validateObject, validateFunction, validateNumber, validateBuffer, validateString,
  validateUint32,
} = require('internal/validators');
const {
  createSecureContext, SecureContext, kOwnCertificate, bindingContext, translatePeerCertificate,
} = require('internal/tls/common');

let binding;
function tlsBinding() {
  if (binding === undefined) binding = internalBinding('tls');
  return binding;
}

let uvCodes;
function uv() {
  if (uvCodes === undefined) uvCodes = internalBinding('uv');
  return uvCodes;
}

// OpenSSL's texts for the verify codes the session reports.
const verifyReasons = {
  __proto__: null,
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed certificate in certificate chain',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'unable to verify the first certificate',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'unable to get local issuer certificate',
  CERT_HAS_EXPIRED: 'certificate has expired',
  CERT_NOT_YET_VALID: 'certificate is not yet valid',
  CERT_SIGNATURE_FAILURE: 'certificate signature failure',
  CERT_REVOKED: 'certificate revoked',
  INVALID_PURPOSE: 'unsupported certificate purpose',
  CERT_REJECTED: 'certificate rejected',
};

// Node 26 points at the system store for failures a locally installed root would fix.
const systemCaHint = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY']);

function verifyError(code) {
  let message = verifyReasons[code] || code;
  if (systemCaHint.has(code)) {
    message += '; if the root CA is installed locally, try running Node.js with --use-system-ca';
  }
  const err = new Error(message);
  err.code = code;
  return err;
}

// OpenSSL 3's reason numbers (library 20, "SSL routines") for what sessions report; an
// alert's is 1000 plus the alert's number.
const sslReasons = {
  __proto__: null,
  'wrong version number': 0x10B,
  'no shared cipher': 0xC1,
  'unsupported protocol': 0x102,
  'decryption failed or bad record mac': 0x119,
  'no application protocol': 0xEB,
  'no suitable signature algorithm': 0x16A,
};
const alertNumbers = {
  __proto__: null,
  'unexpected message': 10, 'bad record mac': 20, 'record overflow': 22,
  'handshake failure': 40, 'bad certificate': 42, 'unsupported certificate': 43,
  'certificate revoked': 44, 'certificate expired': 45, 'certificate unknown': 46,
  'illegal parameter': 47, 'unknown ca': 48, 'access denied': 49, 'decode error': 50,
  'decrypt error': 51, 'protocol version': 70, 'insufficient security': 71,
  'internal error': 80, 'user canceled': 90, 'no renegotiation': 100,
  'missing extension': 109, 'unsupported extension': 110, 'unrecognized name': 112,
  'certificate required': 116, 'no application protocol': 120,
};

// The message in OpenSSL's form ("error:0A00010B:SSL routines::wrong version number")
// when the reason's number is known.
function sslMessage(reason) {
  let number = sslReasons[reason];
  const alert = /^(?:sslv3|tlsv1) alert (.*)$/.exec(reason);
  if (alert && alertNumbers[alert[1]] !== undefined) number = 1000 + alertNumbers[alert[1]];
  if (number === undefined) return reason;
  const hex = (0x0A000000 + number).toString(16).toUpperCase().padStart(8, '0');
  return `error:${hex}:SSL routines::${reason}`;
}

function sslError(code, reason) {
  const err = new Error(sslMessage(reason));
  err.library = 'SSL routines';
  err.reason = reason;
  err.code = code;
  return err;
}

// A certificate's subject and issuer as Node's name objects (internal/crypto/x509 makes them).
function nameObject(pairs) {
  return require('internal/crypto/x509').nameObject(pairs);
}

function certificateObject(der) {
  const c = tlsBinding().parseCertificate(der);
  if (c === undefined) return null;
  c.subject = nameObject(c.subject);
  c.issuer = nameObject(c.issuer);
  if (c.infoAccess === undefined) {
    // The binding leaves the Authority Information Access text to crypto's reading.
    try {
      const { X509Certificate } = require('internal/crypto/x509');
      const access = new X509Certificate(der).infoAccess;
      if (access !== undefined) c.infoAccess = access;
    } catch {
      // A certificate crypto cannot read keeps the field empty.
    }
  }
  return c;
}

// The socket's handle: a JSStream whose address and option calls go to the transport.
class TLSHandle extends JSStream {
  constructor(transport) {
    super();
    this.transport = transport;
  }

  getpeername() {
    return this.transport._getpeername ? this.transport._getpeername() : {};
  }

  getsockname() {
    return this.transport._getsockname ? this.transport._getsockname() : {};
  }

  setNoDelay(enable) {
    if (typeof this.transport.setNoDelay === 'function') this.transport.setNoDelay(enable);
  }

  setKeepAlive(enable, delaySecs) {
    if (typeof this.transport.setKeepAlive === 'function') {
      this.transport.setKeepAlive(enable, delaySecs * 1000);
    }
  }

  // The chain's verdict as an Error, or null: what a TLSSocket made without tls.connect
  // checks itself after 'secure'.
  verifyError() {
    const socket = this[kOwner];
    if (!socket || !socket[kSession]) return null;
    const code = peerVerifyCode(socket);
    return code === undefined ? null : verifyError(code);
  }

  ref() {
    if (typeof this.transport.ref === 'function') this.transport.ref();
  }

  unref() {
    if (typeof this.transport.unref === 'function') this.transport.unref();
  }
}

const kSession = Symbol('kSession');
const kTransport = Symbol('kTransport');
const kInfo = Symbol('kInfo');
const kOptions = Symbol('kOptions');
const kContext = Symbol('kContext');
const kOwnTransport = Symbol('kOwnTransport');
const kFromConnect = Symbol('kFromConnect');
const kNoCertificate = Symbol('kNoCertificate');
// Made by a tls.Server: failures before the handshake ends go to its 'tlsClientError'.
const kServerOwned = Symbol('kServerOwned');

function alpnList(protocols) {
  if (protocols === undefined || protocols === null) return [];
  if (Array.isArray(protocols)) return protocols.map((p) => `${p}`);
  // The wire form (length-prefixed names) from tls.convertALPNProtocols.
  const out = [];
  const buf = Buffer.from(protocols.buffer, protocols.byteOffset, protocols.byteLength);
  for (let i = 0; i < buf.length;) {
    const len = buf[i];
    out.push(buf.toString('latin1', i + 1, i + 1 + len));
    i += 1 + len;
  }
  return out;
}

class TLSSocket extends Socket {
  constructor(socket, opts) {
    const options = { __proto__: null, ...opts };
    if (options.secureContext !== undefined &&
        !(options.secureContext instanceof SecureContext) &&
        !(options.secureContext && options.secureContext.context)) {
      throw new ERR_TLS_INVALID_CONTEXT('context');
    }
    // As in Node, a Duplex that is not a net.Socket travels inside a JSStreamSocket; the
    // handle names the socket it sits on as `_parentWrap` (and that socket's handle as
    // `_parent`), which packages reach (http2-wrapper takes JSStreamSocket from there).
    let transport;
    let parentWrap;
    if (socket instanceof net.Socket) {
      transport = parentWrap = socket;
    } else if (socket) {
      // Anything else must behave as a Duplex: JSStreamSocket fails on what does not.
      const JSStreamSocket = require('internal/js_stream_socket');
      transport = parentWrap = new JSStreamSocket(socket);
    } else {
      transport = new net.Socket();
    }
    const handle = new TLSHandle(transport);
    handle._parent = transport._handle;
    handle._parentWrap = parentWrap;
    // A given socket decides half-open for the TLS socket too.
    super({ handle, manualStart: true,
            allowHalfOpen: socket ? Boolean(socket.allowHalfOpen) : options.allowHalfOpen,
            highWaterMark: options.highWaterMark, signal: options.signal,
            pauseOnCreate: options.pauseOnCreate, onread: options.onread });
    handle[kOwner] = this;
    const context = options.secureContext || createSecureContext(options);
    const isServer = Boolean(options.isServer);
    const b = tlsBinding();
    this[kNoCertificate] = null;
    // As in Node, the server name picks the context only with an SNICallback of the
    // program's own, or with the server's addContext() entries for the default one.
    this._SNICallback = null;
    if (isServer && options.SNICallback &&
        (options.SNICallback !== defaultSNICallback ||
         (options.server && options.server._contexts.length > 0))) {
      validateFunction(options.SNICallback, 'options.SNICallback');
      this._SNICallback = options.SNICallback;
    }
    if (isServer) {
      try {
        // A server asks for a client certificate only when told to (Node's setVerifyMode).
        this[kSession] = b.serverSession(bindingContext(context), alpnList(options.ALPNProtocols),
          Boolean(options.requestCert), Boolean(options.rejectUnauthorized),
          this._SNICallback !== null);
      } catch (err) {
        if (err.code !== 'ERR_SSL_NO_SHARED_CIPHER') throw err;
        // A server without a certificate fails on the client's first bytes, as OpenSSL
        // does once it has read them.
        this[kSession] = null;
        this[kNoCertificate] = err;
      }
    } else {
      this[kSession] = b.clientSession(bindingContext(context), options.servername || '',
        alpnList(options.ALPNProtocols));
    }
    this[kTransport] = transport;
    // An already aborted signal destroyed the socket inside super(), before it knew its
    // transport: that goes too.
    if (this.destroyed && !transport.destroyed) transport.destroy();
    this[kInfo] = null;
    this[kOptions] = options;
    this[kContext] = context;
    this.encrypted = true;
    this.authorized = false;
    this.authorizationError = null;
    this.alpnProtocol = null;
    this.servername = null;
    this._secureEstablished = false;
    this._tlsOptions = options;
    // Until tls.connect or the server takes control, errors go out as '_tlsError' too.
    this._controlReleased = false;
    this.on('error', this._tlsError);
    this._rejectUnauthorized = isServer ? Boolean(options.rejectUnauthorized) :
      options.rejectUnauthorized !== false;
    this._requestCert = Boolean(options.requestCert);
    this.server = options.server || null;
    if (!isServer && options.servername) this.servername = options.servername;
    wireTransport(this, handle, transport, isServer);
    // A net.Socket without a handle connects later (by its owner, or by this.connect()):
    // the handshake waits for it, as it waits for one still connecting.
    this[kOwnTransport] = !socket;
    if (transport.connecting ||
        (transport instanceof net.Socket && !transport._handle && !transport.destroyed)) {
      this.connecting = true;
      transport.once('connect', () => {
        this.connecting = false;
        this.emit('connect');
        if (!isServer) this._start();
      });
    } else {
      this.read(0);
    }
  }

  // A client's handshake starts here, not in the constructor: code that upgrades a
  // connection itself (STARTTLS) builds the TLSSocket, wires it, then calls _start().
  // The hello waits in the transport while that connects.
  _start() {
    if (this[kSession] === null || this.destroyed || this.connecting) return;
    flush(this);
  }

  _tlsError(err) {
    this.emit('_tlsError', err);
    if (this._controlReleased) return err;
    return null;
  }

  _releaseControl() {
    if (this._controlReleased) return false;
    this._controlReleased = true;
    this.removeListener('error', this._tlsError);
    return true;
  }

  _emitTLSError(err) {
    const e = this._tlsError(err);
    if (e) this.emit('error', e);
  }

  // Drops the session; the socket stays until it is destroyed.
  _destroySSL() {
    this[kSession] = null;
  }

  // Without a socket of its own the TLS socket connects the transport it made.
  connect(...args) {
    if (!this[kOwnTransport]) return super.connect(...args);
    if (typeof args[args.length - 1] === 'function') this.once('connect', args.pop());
    this.connecting = true;
    this[kTransport].connect(...args);
    return this;
  }

  get ssl() {
    return this[kSession] === null ? null : this._handle;
  }

  getPeerCertificate(detailed) {
    if (!this[kSession]) return null;
    const info = sessionInfo(this);
    const certs = info.peerCertificates;
    if (certs.length === 0) return {};
    const leaf = certificateObject(certs[0]);
    if (leaf === null) return {};
    if (detailed) {
      let current = leaf;
      for (let i = 1; i < certs.length; i++) {
        const next = certificateObject(certs[i]);
        if (next === null) break;
        current.issuerCertificate = next;
        current = next;
      }
      // The top of the chain is its own issuer, as OpenSSL links it.
      current.issuerCertificate = current;
    }
    return translatePeerCertificate(leaf);
  }

  // Our own certificate, as the peer sees it; {} when the context has none.
  getCertificate() {
    if (!this[kSession]) return null;
    let pem = this[kContext][kOwnCertificate];
    if (pem === undefined) return {};
    if (typeof pem !== 'string') {
      pem = Buffer.from(pem.buffer, pem.byteOffset, pem.byteLength).toString('latin1');
    }
    const body = /-----BEGIN CERTIFICATE-----([^-]*)-----END CERTIFICATE-----/.exec(pem);
    return (body && translatePeerCertificate(certificateObject(Buffer.from(body[1], 'base64')))) ||
      {};
  }

  getProtocol() {
    if (!this[kSession]) return null;
    return sessionInfo(this).protocol ?? null;
  }

  getCipher() {
    if (!this[kSession]) return {};
    const info = sessionInfo(this);
    if (info.cipher === undefined) return {};
    return { name: info.cipher, standardName: info.standardName, version: info.protocol };
  }

  // A server has no ephemeral key to report (Node answers null there).
  getEphemeralKeyInfo() {
    if (this[kSession] === null || this[kOptions].isServer) return null;
    return {};
  }

  getSession() {
    return undefined;
  }

  getTLSTicket() {
    return undefined;
  }

  isSessionReused() {
    return false;
  }

  getFinished() {
    return undefined;
  }

  getPeerFinished() {
    return undefined;
  }

  getX509Certificate() {
    if (!this[kSession]) return undefined;
    let pem = this[kContext][kOwnCertificate];
    if (pem === undefined) return undefined;
    if (typeof pem !== 'string') {
      pem = Buffer.from(pem.buffer, pem.byteOffset, pem.byteLength).toString('latin1');
    }
    const body = /-----BEGIN CERTIFICATE-----([^-]*)-----END CERTIFICATE-----/.exec(pem);
    if (!body) return undefined;
    return require('internal/crypto/x509').certificateChain([Buffer.from(body[1], 'base64')]);
  }

  getPeerX509Certificate() {
    if (!this[kSession]) return undefined;
    return require('internal/crypto/x509').certificateChain(sessionInfo(this).peerCertificates);
  }

  setServername(name) {
    if (typeof name !== 'string') throw new ERR_INVALID_ARG_TYPE('name', 'string', name);
    if (this[kOptions].isServer) throw new ERR_TLS_SNI_FROM_SERVER();
    if (net.isIP(name)) {
      throw new ERR_INVALID_ARG_VALUE('name', name,
        'Setting the TLS ServerName to an IP address is not permitted.');
    }
    this.servername = name;
  }

  setMaxSendFragment(size) {
    return true;
  }

  enableTrace() {}

  disableRenegotiation() {}

  renegotiate(options, callback) {
    validateObject(options, 'options');
    if (callback !== undefined) validateFunction(callback, 'callback');
    const err = new ERR_METHOD_NOT_IMPLEMENTED('tlsSocket.renegotiate()');
    if (callback) process.nextTick(callback, err);
    return false;
  }

  exportKeyingMaterial(length, label, context) {
    validateUint32(length, 'length', true);
    validateString(label, 'label');
    if (context !== undefined) validateBuffer(context, 'context');
    if (!this._secureEstablished || !this[kSession]) throw new ERR_TLS_INVALID_STATE();
    return tlsBinding().exportKeyingMaterial(this[kSession], length, label, context);
  }

  _destroy(exception, cb) {
    const transport = this[kTransport];
    if (transport && !transport.destroyed) transport.destroy();
    super._destroy(exception, cb);
  }
}

function sessionInfo(socket) {
  if (socket[kInfo] === null || !socket._secureEstablished) {
    socket[kInfo] = tlsBinding().info(socket[kSession]);
  }
  return socket[kInfo];
}

// Sends the records the session has ready; `done` runs once the transport took them.
function flush(socket, done) {
  if (socket[kSession] === null) {
    if (done) process.nextTick(done, null);
    return;
  }
  const out = tlsBinding().take(socket[kSession]);
  const transport = socket[kTransport];
  if (out === undefined || transport.destroyed || transport.writableEnded) {
    if (done) process.nextTick(done, null);
    return;
  }
  transport.write(out, done);
}

// The ClientHello is in: the SNICallback (when the client named a server) picks the context,
// the socket's own otherwise; the handshake then goes on (`done` takes the result).
function loadSNI(socket, servername, done) {
  const b = tlsBinding();
  // Known from the ClientHello on, also to a 'tlsClientError' listener.
  if (servername) socket.servername = servername;
  const proceed = (context) => {
    let native = socket[kContext].context;
    if (context) native = context.context || context;
    let result;
    try {
      result = b.selectContext(socket[kSession], bindingContext({ context: native }));
    } catch (err) {
      // Node's native layer takes nothing but a SecureContext here.
      tlsFailure(socket, err?.code === undefined ? new Error('Invalid SNI context') : err, true);
      return;
    }
    done(result);
  };

  if (!servername || !socket._SNICallback) {
    proceed(undefined);
    return;
  }
  let once = false;
  try {
    socket._SNICallback(servername, (err, context) => {
      if (once) return tlsFailure(socket, new ERR_MULTIPLE_CALLBACK(), true);
      once = true;
      if (err) return tlsFailure(socket, err, true);
      if (socket._handle === null || socket[kSession] === null) {
        return tlsFailure(socket, new ERR_SOCKET_CLOSED(), true);
      }
      proceed(context);
    });
  } catch (err) {
    tlsFailure(socket, err, true);
  }
}

// The server's SNICallback when the program gives none: the last addContext() entry whose
// pattern matches the name.
function defaultSNICallback(servername, callback) {
  const contexts = this.server._contexts;
  for (let i = contexts.length - 1; i >= 0; --i) {
    const [pattern, context] = contexts[i];
    if (pattern.test(servername)) {
      callback(null, context);
      return;
    }
  }
  callback(null, undefined);
}

function wireTransport(socket, handle, transport, isServer) {
  const b = tlsBinding();
  let ended = false;
  // The plaintext write waiting in the session for the handshake (or the transport).
  let currentWrite = null;
  // The TLS socket decides when its write side ends (after its close_notify).
  transport.allowHalfOpen = true;
  const onData = (chunk) => {
    if (socket.destroyed) return;
    if (socket[kNoCertificate] !== null) {
      // Bytes that are no TLS handshake record fail before the missing certificate does.
      const err = chunk[0] === 0x16 ? socket[kNoCertificate] :
        sslError('ERR_SSL_WRONG_VERSION_NUMBER', 'wrong version number');
      tlsFailure(socket, err, isServer);
      return;
    }
    if (socket[kSession] === null) return;
    if (typeof chunk === 'string') chunk = Buffer.from(chunk, 'latin1');
    onFed(b.feed(socket[kSession], chunk));
  };
  // What the session made of the bytes it was given (feed, or selectContext after an
  // SNICallback): [plaintext, flags, errorCode, errorReason, servername].
  const onFed = ([plain, flags, code, reason, servername]) => {
    if (flags & 4) {
      loadSNI(socket, servername, onFed);
      return;
    }
    if (code === 'CLOSE_NOTIFY') {
      // The peer closed before or while data was due: an end, not a failure.
      if (!socket._secureEstablished) {
        tlsFailure(socket, disconnectedError(socket, isServer), isServer);
      } else if (!ended) {
        ended = true;
        handle.emitEOF();
      }
      return;
    }
    if (code !== undefined) {
      flush(socket); // the alert
      if (currentWrite !== null && !socket._secureEstablished) {
        // As in Node, data written before the handshake failed takes the failure as a
        // write error (EPROTO), which destroys the socket with it.
        const req = currentWrite;
        currentWrite = null;
        handle.finishWrite(req, uv().UV_EPROTO, sslMessage(reason));
      }
      tlsFailure(socket, sslError(code, reason), isServer);
      return;
    }
    // As in Node, the client decides on the certificate (and its 'secureConnect' listeners
    // run) before its Finished goes out: a rejected peer never sees the handshake end.
    if (flags & 1) finishHandshake(socket, isServer);
    if (socket.destroyed) return;
    flush(socket);
    if (plain !== undefined) handle.readBuffer(plain);
    if ((flags & 2) && !ended) {
      ended = true;
      // Node's TLSWrap hands the last plaintext and the end to JS as two callbacks, with
      // the nextTick queue and the microtasks run in between: what the data started (an
      // HTTP request's 'end', a response) goes first.
      if (plain !== undefined) {
        internalBinding('timers').drain();
        if (socket.destroyed) return;
      }
      handle.emitEOF();
    }
  };
  transport.on('data', onData);
  // The handshake reads whatever paused the transport (a server's pauseOnConnect pauses
  // the TLS socket instead).
  if (transport.isPaused && transport.isPaused()) transport.resume();
  transport.on('end', () => {
    if (!socket._secureEstablished) {
      tlsFailure(socket, disconnectedError(socket, isServer), isServer);
      return;
    }
    if (!ended) {
      ended = true;
      handle.emitEOF();
    }
  });
  transport.on('error', (err) => {
    if (!socket._secureEstablished) {
      tlsFailure(socket, err, isServer);
    } else if (socket._writableState.ending) {
      // The close_notify of a shutdown met a peer that is gone: as a failed shutdown of a
      // plain socket, that is no error of the stream.
      socket.destroy();
    } else {
      socket.destroy(err);
    }
  });
  transport.on('close', () => {
    if (socket.destroyed) return;
    if (!socket._secureEstablished) {
      tlsFailure(socket, disconnectedError(socket, isServer), isServer);
    } else if (!ended) {
      ended = true;
      handle.emitEOF();
      socket.destroy();
    } else {
      socket.destroy();
    }
  });

  handle.onreadstart = () => {
    if (socket._secureEstablished && transport.isPaused && transport.isPaused()) transport.resume();
  };
  handle.onreadstop = () => {
    if (socket._secureEstablished) transport.pause();
  };
  handle.onwrite = (req, buffers) => {
    currentWrite = req;
    if (socket[kSession] === null) {
      process.nextTick(() => handle.finishWrite(req, uv().UV_EPIPE));
      return;
    }
    for (let i = 0; i < buffers.length; i++) b.writePlain(socket[kSession], buffers[i]);
    if (!socket._secureEstablished) {
      // The data leaves with the end of the handshake; a socket closed before that
      // cancels the write (handle.close).
      socket.once('secure', () => {
        if (currentWrite !== req) return;
        flushWrite(req);
      });
      return;
    }
    flushWrite(req);
  };
  // Sends what the session encrypted for `req`, then completes it. As Node's TLSWrap does,
  // a write the transport took at once completes from a native immediate: its callback
  // runs after the ticks and microtasks of the write, before the JS immediates, and the
  // close_notify of an end() that follows leaves a phase after the data.
  const flushWrite = (req) => {
    let tookAtOnce = false;
    flush(socket, (err) => {
      const finish = () => {
        if (currentWrite === req) currentWrite = null;
        handle.finishWrite(req, err ? uv().UV_EPIPE : 0);
      };
      if (tookAtOnce) require('internal/immediate').queueNativeImmediate(finish);
      else finish();
    });
    tookAtOnce = transport.writableLength === 0;
  };
  handle.onshutdown = (req) => {
    // Data written before the handshake ended waits in the session; the close_notify and
    // the transport's end come after it, once the handshake is through.
    if (!socket._secureEstablished) {
      socket.once('secure', () => handle.onshutdown(req));
      return;
    }
    if (socket[kSession] !== null) b.closeNotify(socket[kSession]);
    flush(socket);
    if (typeof transport.end === 'function' && !transport.writableEnded) {
      transport.end(() => handle.finishShutdown(req, 0));
    } else {
      process.nextTick(() => handle.finishShutdown(req, 0));
    }
  };
  handle.close = (cb) => {
    if (!transport.destroyed) transport.destroy();
    setImmediate(() => {
      if (currentWrite !== null) {
        const req = currentWrite;
        currentWrite = null;
        handle.finishWrite(req, uv().UV_ECANCELED);
      }
      if (typeof cb === 'function') cb();
    });
  };
}

function disconnectedError(socket, isServer) {
  // A server's peer that went away mid-handshake is a hang-up, as Node reports it.
  if (isServer) return new ConnResetException('socket hang up');
  const options = socket[kOptions];
  const err = new ConnResetException(
    'Client network socket disconnected before secure TLS connection was established');
  err.path = options.path;
  err.host = options.host;
  err.port = options.port;
  err.localAddress = options.localAddress;
  return err;
}

function tlsFailure(socket, err, isServer) {
  if (socket.destroyed) return;
  // Once a server's socket is handed to 'secureConnection', its failures are its own
  // 'error' events, as in Node; before that they are the server's 'tlsClientError'.
  if (isServer && socket[kServerOwned] && !socket._controlReleased) {
    const server = socket.server;
    socket.destroy();
    if (server) server.emit('tlsClientError', err, socket);
    return;
  }
  socket.destroy(err);
}

// OpenSSL's verdict on the peer's chain; a peer that sent no certificate (a client a
// server asked for one) is UNABLE_TO_GET_ISSUER_CERT, as in Node.
function peerVerifyCode(socket) {
  const info = sessionInfo(socket);
  if (info.verifyError !== undefined) return info.verifyError;
  const certs = info.peerCertificates;
  return certs && certs.length > 0 ? undefined : 'UNABLE_TO_GET_ISSUER_CERT';
}

// Node's onServerSocketSecure: a server that asked for a client certificate judges it,
// and with rejectUnauthorized drops the connection without an error.
function judgeClient(socket) {
  if (!socket._requestCert) return;
  const code = peerVerifyCode(socket);
  if (code !== undefined) {
    socket.authorizationError = code;
    if (socket._rejectUnauthorized) socket.destroy();
  } else {
    socket.authorized = true;
  }
}

function finishHandshake(socket, isServer) {
  socket._secureEstablished = true;
  const info = sessionInfo(socket);
  socket.alpnProtocol = info.alpn ?? false;
  if (isServer) {
    // A name the ClientHello gave (loadSNI) stays when the session does not report it.
    socket.servername = info.servername ?? (socket.servername || false);
    socket.emit('secure');
    if (socket[kServerOwned]) judgeClient(socket);
    if (socket.server && !socket.destroyed && socket._releaseControl()) {
      socket.server.emit('secureConnection', socket);
    }
    return;
  }
  // The peer is judged for tls.connect's sockets (Node's onConnectSecure); a TLSSocket
  // made directly only reports the handshake.
  if (!socket[kFromConnect]) {
    socket.emit('secure');
    return;
  }
  const options = socket[kOptions];
  let error = info.verifyError !== undefined ? verifyError(info.verifyError) : null;
  if (error === null) {
    const hostname = options.servername || options.host ||
      (options.socket && options.socket._host) || 'localhost';
    const check = options.checkServerIdentity;
    error = check(hostname, socket.getPeerCertificate(true)) || null;
  }
  if (error) {
    socket.authorized = false;
    socket.authorizationError = error.code || error.message;
    if (socket._rejectUnauthorized) {
      socket.destroy(error);
      return;
    }
  } else {
    socket.authorized = true;
  }
  socket.emit('secure');
  socket.emit('secureConnect');
}

// Node's argument forms: (options[, cb]), (port[, host][, options][, cb]), (path[, options][, cb]).
function normalizeConnectArgs(args) {
  let options = {};
  let i = 0;
  if (args[i] !== null && typeof args[i] === 'object') {
    options = { ...args[i++] };
  } else if (typeof args[i] === 'number' || (typeof args[i] === 'string' && /^\d+$/.test(args[i]))) {
    options.port = args[i++];
    if (typeof args[i] === 'string') options.host = args[i++];
    if (args[i] !== null && typeof args[i] === 'object') options = { ...args[i++], ...options };
  } else if (typeof args[i] === 'string') {
    options.path = args[i++];
    if (args[i] !== null && typeof args[i] === 'object') options = { ...args[i++], ...options };
  }
  const cb = typeof args[i] === 'function' ? args[i] : undefined;
  return [options, cb];
}

function connect(...args) {
  const [options, cb] = normalizeConnectArgs(args);
  // An explicit undefined replaces the default, as Node's spread of the options does.
  if (!('checkServerIdentity' in options)) {
    options.checkServerIdentity = require('tls').checkServerIdentity;
  }
  validateFunction(options.checkServerIdentity, 'options.checkServerIdentity');
  if (!('ciphers' in options)) options.ciphers = require('tls').DEFAULT_CIPHERS;
  if (!('minDHSize' in options)) options.minDHSize = 1024;
  validateNumber(options.minDHSize, 'options.minDHSize', 1);
  // Through the module's export, which callers may replace, before any connection starts.
  if (!options.secureContext) options.secureContext = require('tls').createSecureContext(options);
  if (options.servername && net.isIP(options.servername)) {
    throw new ERR_INVALID_ARG_VALUE('options.servername', options.servername,
      'Setting the TLS ServerName to an IP address is not permitted.');
  }
  if (options.rejectUnauthorized === undefined) {
    options.rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED !== '0';
  }
  let transport = options.socket;
  if (!transport) {
    const connectOptions = { ...options };
    delete connectOptions.servername;
    // The abort signal belongs to the TLS socket (which destroys its transport), as in Node;
    // so does `onread`, which takes plaintext.
    delete connectOptions.signal;
    delete connectOptions.onread;
    transport = net.connect(connectOptions);
  }
  const socket = new TLSSocket(transport, { ...options, isServer: false });
  socket[kFromConnect] = true;
  socket._releaseControl();
  socket._start();
  if (options.timeout) socket.setTimeout(options.timeout);
  if (cb) socket.once('secureConnect', cb);
  return socket;
}

function Server(options, listener) {
  if (!(this instanceof Server)) return new Server(options, listener);
  if (typeof options === 'function') {
    listener = options;
    options = {};
  } else if (options == null) {
    options = {};
  } else {
    validateObject(options, 'options');
  }
  this.handshakeTimeout = options.handshakeTimeout || 120 * 1000;
  validateNumber(this.handshakeTimeout, 'options.handshakeTimeout');
  if (options.sessionTimeout !== undefined) {
    validateNumber(options.sessionTimeout, 'options.sessionTimeout');
  }
  // Ticket keys are checked as Node does; no tickets are issued (sessions are not resumed),
  // so they have nothing to encrypt.
  if (options.ticketKeys !== undefined && options.ticketKeys !== null) {
    validateBuffer(options.ticketKeys, 'options.ticketKeys');
    if (options.ticketKeys.byteLength !== 48) {
      throw new ERR_INVALID_ARG_VALUE('options.ticketKeys', options.ticketKeys.byteLength,
        'must be exactly 48 bytes');
    }
  }
  if (options.ALPNCallback !== undefined) {
    throw new ERR_METHOD_NOT_IMPLEMENTED('tls.Server with ALPNCallback');
  }
  if (options.SNICallback !== undefined) {
    validateFunction(options.SNICallback, 'options.SNICallback');
  }
  this._contexts = [];
  this._SNICallback = options.SNICallback;
  this._tlsOptions = options;
  this.requestCert = options.requestCert === true;
  this.rejectUnauthorized = options.rejectUnauthorized !== false;
  // The wire form, as Node keeps it on the server.
  require('tls').convertALPNProtocols(options.ALPNProtocols, this);
  this._sharedCreds = createSecureContext(options);
  net.Server.call(this, {
    allowHalfOpen: options.allowHalfOpen,
    pauseOnConnect: options.pauseOnConnect,
    noDelay: options.noDelay,
    keepAlive: options.keepAlive,
    keepAliveInitialDelay: options.keepAliveInitialDelay,
    highWaterMark: options.highWaterMark,
  }, tlsConnectionListener);
  if (listener) this.on('secureConnection', listener);
}
Object.setPrototypeOf(Server.prototype, net.Server.prototype);
Object.setPrototypeOf(Server, net.Server);

function tlsConnectionListener(rawSocket) {
  let socket;
  try {
    socket = new TLSSocket(rawSocket, {
      secureContext: this._sharedCreds,
      isServer: true,
      server: this,
      ALPNProtocols: this.ALPNProtocols,
      SNICallback: this._SNICallback || defaultSNICallback,
      requestCert: this.requestCert,
      rejectUnauthorized: this.rejectUnauthorized,
      allowHalfOpen: this.allowHalfOpen,
      highWaterMark: this._tlsOptions.highWaterMark,
      pauseOnCreate: this.pauseOnConnect,
    });
    socket[kServerOwned] = true;
  } catch (err) {
    rawSocket.destroy();
    this.emit('tlsClientError', err, rawSocket);
    return undefined;
  }
  if (this.handshakeTimeout > 0) {
    const timer = setTimeout(() => {
      if (!socket._secureEstablished) tlsFailure(socket, new ERR_TLS_HANDSHAKE_TIMEOUT(), true);
    }, this.handshakeTimeout);
    const stop = () => clearTimeout(timer);
    socket.once('secure', stop);
    socket.once('close', stop);
  }
  // Failures before the handshake ends reach the server as 'tlsClientError' (tlsFailure).
  return socket;
}

// With captureRejections, a 'secureConnection' listener's rejection ends that socket.
Server.prototype[EventEmitter.captureRejectionSymbol] = function(err, event, sock) {
  if (event === 'secureConnection') {
    sock.destroy(err);
    return;
  }
  net.Server.prototype[EventEmitter.captureRejectionSymbol].call(this, err, event, sock);
};

Server.prototype.setSecureContext = function setSecureContext(options) {
  validateObject(options, 'options');
  this._sharedCreds = createSecureContext(options);
};

// A context for the server names matching `servername`, where `*` stands for one label.
Server.prototype.addContext = function addContext(servername, context) {
  if (!servername) throw new ERR_TLS_REQUIRED_SERVER_NAME();
  const escaped = servername.replace(/([.^$+?\-\\[\]{}])/g, '\\$1').replaceAll('*', '[^.]*');
  const pattern = new RegExp(`^${escaped}$`, 'i');
  const secureContext = context instanceof SecureContext ? context : createSecureContext(context);
  this._contexts.push([pattern, secureContext.context]);
};

Server.prototype.getTicketKeys = function getTicketKeys() {
  throw new ERR_METHOD_NOT_IMPLEMENTED('tls.Server.prototype.getTicketKeys()');
};

Server.prototype.setTicketKeys = function setTicketKeys(keys) {
  validateBuffer(keys, 'keys');
  if (keys.byteLength !== 48) {
    throw new ERR_INVALID_ARG_VALUE('keys', keys.byteLength,
      'Session ticket keys must be a 48-byte buffer');
  }
  throw new ERR_METHOD_NOT_IMPLEMENTED('tls.Server.prototype.setTicketKeys()');
};

function createServer(options, listener) {
  return new Server(options, listener);
}

module.exports = {
  TLSSocket,
  Server,
  createServer,
  connect,
};
