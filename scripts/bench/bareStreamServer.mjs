// The baseline for `npm run bench:server`: a bare node:http server that
// answers every POST with one NDJSON line at once and ends the body 1.5 s
// later, and every GET with an empty JSON object. What the benchmark
// measures against it is what the machine, its kernel and the client take
// with no server work at all.
import { createServer } from "node:http";

const server = createServer((request, response) => {
  if (request.method !== "POST") {
    response.writeHead(200, { "content-type": "application/json" });
    response.end("{}");
    return;
  }
  request.resume();
  request.on("end", () => {
    response.writeHead(200, { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-cache" });
    response.write('{"type":"system"}\n');
    setTimeout(() => response.end('{"type":"done"}\n'), 1500);
  });
});
server.listen(0, "127.0.0.1", () => console.log(`running at http://127.0.0.1:${server.address().port}`));
process.once("SIGTERM", () => process.exit(0));
