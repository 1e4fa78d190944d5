// Preloaded into the Next.js server (`node --import`, as scripts/start.mjs does through NODE_OPTIONS), it sees each
// request before Next.js does:
// - It refuses requests that Next.js itself cannot represent. TRACE, TRACK and CONNECT are "forbidden methods" for
//   the Fetch API's Request, so Next.js fails with a 500 while building one for proxy.ts; WebDAV and other methods
//   name nothing the app serves. They get 405 { error } here, with the headers of an API refusal, as do CONNECT and
//   methods Node.js's parser does not know (TRACK), which never reach a request handler; a path that does not decode
//   ("/api/jobs/%ff") gets 400.
// - Without a trusted proxy in front (TRUST_PROXY unset or 0), it replaces X-Forwarded-For with the socket's
//   address: Next.js keeps a client's own header, so a direct client could otherwise choose the address that the
//   per-address rate limits count (lib/http/client-address.ts). Behind TRUST_PROXY=N proxies the header is theirs.
// - It sends each response's headers with its first chunk of body (at the end of this file).
import http from "node:http";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const allowed = new Set(METHODS);

// `code` is from the API's error catalogue (lib/errors.ts), which this plain-Node preload cannot import.
function refuse(response, status, error, code, headers = {}) {
  const body = JSON.stringify({ error, code });
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
  });
  response.end(body);
}

// The same refusal written straight to the socket, for requests that never become a request event: CONNECT (Node.js
// hands over the socket as a tunnel, and drops it when nothing takes it) and a method Node.js's parser does not know
// (TRACK: it would answer 400 with no body).
function refuseOnSocket(socket, status, reason, error, code, headers = {}) {
  const body = JSON.stringify({ error, code });
  const lines = Object.entries({
    ...headers,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    connection: "close",
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`);
}

const refuseMethodOnSocket = (socket) =>
  refuseOnSocket(socket, 405, "Method Not Allowed", "Method not allowed", "method_not_allowed", {
    allow: METHODS.join(", "),
  });

function isDecodable(url) {
  try {
    decodeURIComponent(url.split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, response) {
  // Node.js drops a CONNECT's connection unless the server listens for it: this listener answers it instead.
  if (event === "listening" && this.listenerCount("connect") === 0) {
    this.on("connect", (_request, socket) => refuseMethodOnSocket(socket));
  }
  if (event === "clientError" && request?.code === "HPE_INVALID_METHOD" && response?.writable) {
    // (error, socket)
    refuseMethodOnSocket(response);
    return true;
  }
  if (event !== "request") return emit.apply(this, arguments);
  if (!(Number(process.env.TRUST_PROXY) > 0) && request.socket.remoteAddress) {
    request.headers["x-forwarded-for"] = request.socket.remoteAddress;
  }
  if (!allowed.has(request.method)) {
    refuse(response, 405, "Method not allowed", "method_not_allowed", { allow: METHODS.join(", ") });
    return true;
  }
  // "/api/jobs/%ff": a path that does not decode names nothing (Next.js would fail decoding its params).
  if (!isDecodable(request.url ?? "/")) {
    refuse(response, 400, "Malformed URL", "invalid_input");
    return true;
  }
  return emit.apply(this, arguments);
};

// Next.js flushes a response's headers just before writing its first chunk of body, so every response costs one
// write (one TCP segment) more than it needs. Corking the socket there sends the headers with that first chunk;
// the socket is uncorked by the response's end or, for a response that goes on streaming, on the next tick, as
// Node.js does for body writes.
const flushHeaders = http.ServerResponse.prototype.flushHeaders;
http.ServerResponse.prototype.flushHeaders = function () {
  const socket = this.socket;
  socket?.cork();
  flushHeaders.call(this);
  if (socket) process.nextTick(() => socket.uncork());
};
