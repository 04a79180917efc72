// `_http_client`: ClientRequest. Sending a request needs a connection, which minirt cannot
// open yet, so constructing one (http.request/http.get) throws ERR_METHOD_NOT_IMPLEMENTED;
// the class exists with OutgoingMessage as its base so code can subclass or inspect it.
'use strict';

const { OutgoingMessage } = require('_http_outgoing');
const { notImplemented } = require('internal/http');

function ClientRequest(input, options, cb) {
  throw notImplemented('http.ClientRequest');
}
Object.setPrototypeOf(ClientRequest.prototype, OutgoingMessage.prototype);
Object.setPrototypeOf(ClientRequest, OutgoingMessage);

module.exports = { ClientRequest };
