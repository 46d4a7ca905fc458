import http from "node:http";
import { type AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORM_BODY_LIMIT,
  REFUSALS,
  bodyLimitFor,
  limitedBody,
  parseContentType,
  refuse,
  requestGuard,
  sameOrigin,
} from "../../server/request-guard.mjs";

/**
 * The guard in front of a stand-in for Remix that reads the whole body through `limitedBody` (as server.mjs does) and
 * answers how many bytes it got, or 413 when the stream was cut off. Real sockets: the point is what is read.
 */
let server: http.Server;
let base = "";
let bytesReadByHandler = 0;

beforeAll(async () => {
  const app = express();
  app.use(requestGuard());
  app.all("*", async (req, res) => {
    let tooLarge = false;
    const stream =
      req.method === "GET" || req.method === "HEAD"
        ? null
        : limitedBody(req, res.locals.bodyLimit ?? FORM_BODY_LIMIT, () => {
            tooLarge = true;
          });
    let length = 0;
    if (stream) {
      try {
        const reader = stream.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          length += value.byteLength;
        }
      } catch {
        // cut off: answered below
      }
    }
    bytesReadByHandler = length;
    if (tooLarge) return refuse(res, 413, REFUSALS.tooLarge(res.locals.bodyLimit));
    res.type("text/plain").send(`ok ${req.method} ${req.url} ${length}`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** A raw request (fetch cannot send `//x` paths or lie about lengths). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: (req: http.ClientRequest) => void,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    if (body) body(req);
    else req.end();
  });
}

describe("paths", () => {
  it("answers bad percent-encoding with 400, not 500", async () => {
    for (const path of ["/%E0%A4%A", "/category/%E0%A4%A", "/search/%zz"]) {
      const response = await raw("GET", path);
      expect(response.status, path).toBe(400);
      expect(response.text).toBe(`${REFUSALS.badPath}\n`);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    }
  });

  it("redirects a GET of a path starting with // or /\\ to the single-slash path on this site", async () => {
    for (const [path, location] of [
      ["//evil.example", "/evil.example"],
      ["//evil.example/login?x=1", "/evil.example/login?x=1"],
      ["///login", "/login"],
      ["/\\evil.example", "/evil.example"],
    ] as const) {
      const response = await raw("GET", path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(location);
    }
  });

  it("answers a request target that is not a path (absolute-form, *) with 400", async () => {
    for (const target of ["http://evil.example/login", "*"]) {
      const response = await raw("GET", target);
      expect(response.status, target).toBe(400);
    }
  });

  it("answers other methods on such paths with 404", async () => {
    expect((await raw("POST", "//evil.example/login", FORM, (req) => req.end("a=1"))).status).toBe(404);
  });

  it("lets ordinary paths through", async () => {
    const response = await raw("GET", "/category/%E0%A4%A4");
    expect(response.status).toBe(200);
  });
});

describe("Origin of a POST", () => {
  it("answers 403 when Origin names another site, or is null", async () => {
    for (const origin of ["http://evil.example", "null", `${base}.evil.example`, "not a url"]) {
      const response = await raw("POST", "/login", { ...FORM, Origin: origin }, (req) => req.end("a=1"));
      expect(response.status, origin).toBe(403);
      expect(response.text).toBe(`${REFUSALS.crossOrigin}\n`);
      expect(bytesReadByHandler).toBe(0);
    }
  });

  it("accepts this site's origin and a POST without Origin (the CSRF token decides)", async () => {
    const same = await raw("POST", "/login", { ...FORM, Origin: base }, (req) => req.end("a=1"));
    expect(same.status).toBe(200);
    const none = await raw("POST", "/login", FORM, (req) => req.end("a=1"));
    expect(none.status).toBe(200);
  });

  it("compares hosts as Remix does", () => {
    expect(sameOrigin("https://shop.example", "shop.example")).toBe(true);
    expect(sameOrigin("https://shop.example:8443", "shop.example")).toBe(false);
    expect(sameOrigin("null", "shop.example")).toBe(false);
  });
});

describe("content type before parsing", () => {
  it("answers JSON, text/plain and a missing type with 415", async () => {
    for (const type of ["application/json", "text/plain", "text/plain;charset=UTF-8", undefined]) {
      const headers: Record<string, string> = type ? { "Content-Type": type } : {};
      const response = await raw("POST", "/login", headers, (req) => req.end('{"email":"a@b.example"}'));
      expect(response.status, String(type)).toBe(415);
      expect(response.text).toBe(`${REFUSALS.unsupportedType}\n`);
    }
  });

  it("answers multipart without a boundary with 400", async () => {
    const response = await raw("POST", "/login", { "Content-Type": "multipart/form-data" }, (req) => req.end("a=1"));
    expect(response.status).toBe(400);
  });

  it("accepts both form types", async () => {
    expect((await raw("POST", "/login", FORM, (req) => req.end("a=1"))).status).toBe(200);
    const multipart = await raw("POST", "/login", { "Content-Type": "multipart/form-data; boundary=x" }, (req) =>
      req.end('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'),
    );
    expect(multipart.status).toBe(200);
  });

  it("reads the media type and boundary", () => {
    expect(parseContentType('Multipart/Form-Data; boundary="abc"')).toEqual({ mediaType: "multipart/form-data", boundary: "abc" });
    expect(parseContentType(undefined)).toEqual({ mediaType: "", boundary: undefined });
  });
});

describe("body size", () => {
  it("answers a declared Content-Length above 1 MB with 413 without reading the body", async () => {
    bytesReadByHandler = -1;
    const response = await raw("POST", "/login", { ...FORM, "Content-Length": String(100 * 1024 * 1024) }, (req) => {
      req.write("a=".padEnd(64 * 1024, "x"));
      // The server answers after the headers; the rest of the 100 MB is never sent.
    });
    expect(response.status).toBe(413);
    expect(response.text).toBe(`${REFUSALS.tooLarge(FORM_BODY_LIMIT)}\n`);
    // The rest of the body is read and thrown away for at most LINGER_MS (a lingering close): no reset can overtake the answer.
    expect(response.headers.connection).not.toBe("close");
    expect(bytesReadByHandler, "the handler never ran").toBe(-1);
  });

  it("cuts a chunked body off at the limit and answers 413", async () => {
    const chunk = "x".repeat(64 * 1024);
    const response = await raw("POST", "/login", FORM, (req) => {
      // 100 MB announced by nothing: chunks until the server answers.
      let sent = 0;
      const pump = () => {
        while (sent < 100 * 1024 * 1024 && req.write(chunk)) sent += chunk.length;
        if (sent < 100 * 1024 * 1024) req.once("drain", pump);
        else req.end();
      };
      req.on("error", () => undefined);
      pump();
    });
    expect(response.status).toBe(413);
    expect(bytesReadByHandler, "at most the limit was kept").toBeLessThanOrEqual(FORM_BODY_LIMIT);
  });

  it("lets a body at the limit through", async () => {
    const body = `a=${"x".repeat(FORM_BODY_LIMIT - 2)}`;
    const response = await raw("POST", "/login", { ...FORM, "Transfer-Encoding": "chunked" }, (req) => req.end(body));
    expect(response.status).toBe(200);
    expect(response.text).toBe(`ok POST /login ${FORM_BODY_LIMIT}`);
  });

  it("has one limit for forms and none larger until an upload route exists", () => {
    expect(FORM_BODY_LIMIT).toBe(1024 * 1024);
    expect(bodyLimitFor("/login")).toBe(FORM_BODY_LIMIT);
  });
});
