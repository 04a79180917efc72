// minirt's own test: the HTTP parser's life cycle, checked against Node 26. Input fed to
// the parser from one of its own callbacks (a stream pushing the final response from the
// 'information' handler) is parsed after the current input, not mixed into it; a parser
// freed from a callback (its socket closed mid-pipeline) stops parsing; a client parser
// goes back to the pool as soon as its response is complete, cleaned; the parser gets a
// timeout callback from the server and loses it in the pool; and _http_common's method
// list is in the parser's numbering.
'use strict';

const common = require('../common');
const assert = require('assert');
const http = require('http');
const net = require('net');
const { Duplex } = require('stream');
const { methods, HTTPParser } = require('_http_common');

assert.strictEqual(methods[1], 'GET');
assert.deepStrictEqual(methods.slice(0, 4), ['DELETE', 'GET', 'HEAD', 'POST']);
assert.deepStrictEqual(http.METHODS, [...methods].sort());

{
  let socket;
  const req = http.request('http://localhost:1/', {
    createConnection() {
      socket = new Duplex({
        read() {},
        write(chunk, encoding, callback) {
          if (String(chunk).includes('\r\n\r\n')) this.push('HTTP/1.1 100 Continue\r\n\r\n');
          callback();
        },
      });
      return socket;
    },
  });
  req.on('information', common.mustCall(({ statusCode }) => {
    assert.strictEqual(statusCode, 100);
    socket.push('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok');
    socket.push(null);
  }));
  req.on('response', common.mustCall((res) => {
    assert.strictEqual(res.statusCode, 200);
    res.setEncoding('utf8');
    let body = '';
    res.on('data', (chunk) => { body += chunk; });
    res.on('end', common.mustCall(() => assert.strictEqual(body, 'ok')));
  }));
  req.end();
}

{
  // Two pipelined requests in one packet; the first one's handler closes the socket.
  const server = http.createServer(common.mustCall((req, res) => {
    const parser = req.socket.parser;
    assert.strictEqual(typeof parser[HTTPParser.kOnTimeout], 'function');
    req.socket.once('close', common.mustCall(() => {
      assert.strictEqual(parser[HTTPParser.kOnTimeout], null);
    }));
    req.socket.emit('close');
    res.end();
  }, 1));
  server.listen(0, '127.0.0.1', common.mustCall(() => {
    const client = net.connect(server.address().port, '127.0.0.1');
    client.on('error', () => {});
    client.on('close', () => server.close());
    client.end('GET /1 HTTP/1.1\r\nHost: a\r\n\r\nGET /2 HTTP/1.1\r\nHost: a\r\n\r\n');
  }));
}

{
  const server = http.createServer((req, res) => res.end('x'));
  server.listen(0, '127.0.0.1', common.mustCall(() => {
    const req = http.get({ host: '127.0.0.1', port: server.address().port,
                           headers: { Connection: 'close' }, joinDuplicateHeaders: true });
    let parser;
    req.on('socket', common.mustCall(() => {
      parser = req.parser;
      assert.strictEqual(parser.joinDuplicateHeaders, true);
    }));
    req.on('response', common.mustCall((res) => {
      res.resume();
      res.on('end', common.mustCall(() => {
        assert.strictEqual(parser.onIncoming, null);
        assert.strictEqual(parser.joinDuplicateHeaders, null);
        assert.strictEqual(req.parser, null);
        server.close();
      }));
    }));
  }));
}
