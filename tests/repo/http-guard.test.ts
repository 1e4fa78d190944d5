import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The server preload, through real HTTP: it patches node:http's Server for this test file's worker only.
let server: http.Server;
let port: number;

beforeAll(async () => {
  // A plain script without types: imported by URL, for its side effect.
  await import(/* @vite-ignore */ new URL("../../scripts/http-guard.mjs", import.meta.url).href);
  server = http.createServer((request, response) =>
    response.end(JSON.stringify({ forwarded: request.headers["x-forwarded-for"] ?? null })),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

/** What the app would read as X-Forwarded-For, and the status, for one request. */
function send(
  method: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; forwarded?: string | null }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, ...(response.statusCode === 200 ? JSON.parse(text) : {}) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("scripts/http-guard.mjs", () => {
  it("without a trusted proxy, the client address is the socket's whatever X-Forwarded-For the client sends", async () => {
    vi.stubEnv("TRUST_PROXY", "");
    expect(await send("GET", { "x-forwarded-for": "6.6.6.6" })).toEqual({ status: 200, forwarded: "127.0.0.1" });
    expect(await send("GET")).toEqual({ status: 200, forwarded: "127.0.0.1" });
  });

  it("behind TRUST_PROXY proxies, their X-Forwarded-For reaches the app as it is", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(await send("GET", { "x-forwarded-for": "6.6.6.6, 203.0.113.7" })).toEqual({
      status: 200,
      forwarded: "6.6.6.6, 203.0.113.7",
    });
  });

  it("answers methods Next.js cannot handle with 405 { error }", async () => {
    expect(await send("PROPFIND")).toEqual({ status: 405 });
  });

  it("answers CONNECT and TRACK (which never reach a request handler) with the same JSON 405", async () => {
    /** The raw answer to one request line, read until the server closes the connection. */
    const raw = (requestLine: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () => socket.write(`${requestLine}\r\nHost: localhost\r\n\r\n`));
        let text = "";
        socket.on("data", (chunk) => (text += chunk));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
    for (const line of ["CONNECT localhost:443 HTTP/1.1", "TRACK / HTTP/1.1", "PROPFIND / HTTP/1.1"]) {
      const answer = await raw(line);
      const [head, body] = answer.split("\r\n\r\n");
      expect(head.split("\r\n")[0], line).toBe("HTTP/1.1 405 Method Not Allowed");
      expect(head.toLowerCase()).toContain("content-type: application/json");
      expect(head.toLowerCase()).toContain("x-content-type-options: nosniff");
      expect(JSON.parse(body)).toEqual({ error: "Method not allowed", code: "method_not_allowed" });
    }
  });

  it("holds flushed headers for the first chunk of body, and sends a streamed response's first chunk before its end", async () => {
    // As Next.js writes a response: flushHeaders, then the first chunk at once; here the rest only once the client has it.
    let headersHeld = -1;
    let end = () => {};
    const streaming = http.createServer((request, response) => {
      response.flushHeaders();
      headersHeld = response.socket?.writableLength ?? -1;
      response.write("first ");
      end = () => response.end("last");
    });
    await new Promise<void>((resolve) => streaming.listen(0, "127.0.0.1", resolve));
    try {
      const text = await new Promise<string>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port: (streaming.address() as AddressInfo).port }, (response) => {
            let received = "";
            response.on("data", (chunk) => {
              received += chunk;
              if (received === "first ") end();
            });
            response.on("end", () => resolve(received));
          })
          .on("error", reject);
      });
      expect(headersHeld).toBeGreaterThan(0);
      expect(text).toBe("first last");
    } finally {
      streaming.closeAllConnections();
      await new Promise((resolve) => streaming.close(resolve));
    }
  });
});
