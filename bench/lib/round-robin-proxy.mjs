/**
 * A minimal reverse proxy for the benches (issue 21): each request goes to the next storefront process in turn
 * (request 1 to the first, request 2 to the second, …), whoever sent it. No sticky sessions: a visitor's sign-in,
 * cart, checkout steps and place order land on alternating processes, which works only if the storefront keeps no
 * state of its own between requests.
 */
import http from "node:http";

/**
 * Listens on 127.0.0.1:`port` and forwards to 127.0.0.1:`targets[i]` in turn. Returns `served` (requests per target)
 * and `close()`.
 * @param {number} port
 * @param {number[]} targets
 */
export function startRoundRobinProxy(port, targets) {
  let next = 0;
  const served = targets.map(() => 0);
  // A new upstream connection per request: a kept-alive one can be closed by the storefront (its keep-alive timeout)
  // just as the proxy reuses it, and a POST cannot safely be sent again (502 "socket hang up" under load).
  const agent = new http.Agent({ keepAlive: false, maxSockets: 512 });
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index] += 1;
    const upstream = http.request(
      { host: "127.0.0.1", port: targets[index], method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        // Raw headers keep every Set-Cookie line as the storefront sent it.
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502, { "Content-Type": "text/plain" });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        served,
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      }),
    );
  });
}
