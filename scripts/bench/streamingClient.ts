/**
 * A minimal HTTP/1.1 client for the server benchmark: POSTs a JSON body on
 * a kept-alive connection (or a new one when none is idle), and reads a
 * streamed (chunked) response, noting when the first complete line of the
 * body arrives.
 *
 * Why not node:http or fetch: the client shares the two cores with the
 * server, and with 200 requests started at once its own work delays what it
 * measures. Against a bare server that answers at once (bareStreamServer.mjs),
 * node:http as the client measured 34-50 ms p99 to the first line on
 * kept-alive connections, fetch 130-170 ms, and this client 21-41 ms: it
 * writes each request to the socket the moment it starts and parses only
 * the status line, headers and chunk framing.
 */
import { connect, type Socket } from "node:net";

export interface StreamedResponse {
  readonly status: number;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
  /** From the request starting (connect or write) to the body's first complete line, ms. */
  readonly firstLineMs: number;
  /** From the request starting to the end of the body, ms. */
  readonly totalMs: number;
  /** Whether the request went out on a new connection. */
  readonly newConnection: boolean;
}

interface Pending {
  readonly resolve: (response: StreamedResponse) => void;
  readonly reject: (error: Error) => void;
  readonly started: number;
  readonly newConnection: boolean;
  buffer: Buffer;
  status: number;
  headers: Map<string, string> | null;
  chunked: boolean;
  contentLength: number;
  body: Buffer[];
  firstLineMs: number;
}

const headerEnd = Buffer.from("\r\n\r\n");
const crlf = Buffer.from("\r\n");

export class StreamingClient {
  private readonly idle: Socket[] = [];
  private readonly pending = new Map<Socket, Pending>();

  constructor(
    private readonly host: string,
    private readonly port: number,
    /** A `Cookie` header value to send (the embedded mode's session, which its writes need). */
    private readonly cookie: string | null = null,
  ) {}

  /** POSTs `body` (JSON) to `path` and reads the whole response. */
  post(path: string, body: string): Promise<StreamedResponse> {
    const payload = Buffer.from(body, "utf8");
    const request = Buffer.concat([
      Buffer.from(
        `POST ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\nContent-Type: application/json\r\n${this.cookie === null ? "" : `Cookie: ${this.cookie}\r\n`}Content-Length: ${payload.length}\r\n\r\n`,
        "latin1",
      ),
      payload,
    ]);
    return new Promise((resolve, reject) => {
      const reused = this.idle.pop();
      const started = performance.now();
      const socket = reused ?? this.open();
      this.pending.set(socket, {
        resolve,
        reject,
        started,
        newConnection: reused === undefined,
        buffer: Buffer.alloc(0),
        status: 0,
        headers: null,
        chunked: false,
        contentLength: -1,
        body: [],
        firstLineMs: NaN,
      });
      socket.write(request);
    });
  }

  /** Closes every kept-alive connection. */
  close(): void {
    for (const socket of this.idle.splice(0)) socket.destroy();
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on("data", (data: Buffer) => this.read(socket, data));
    socket.on("error", (error) => this.fail(socket, error));
    socket.on("close", () => {
      this.fail(socket, new Error("connection closed before the response ended"));
      const index = this.idle.indexOf(socket);
      if (index >= 0) this.idle.splice(index, 1);
    });
    return socket;
  }

  private fail(socket: Socket, error: Error): void {
    const request = this.pending.get(socket);
    if (request === undefined) return;
    this.pending.delete(socket);
    request.reject(error);
  }

  private read(socket: Socket, data: Buffer): void {
    const request = this.pending.get(socket);
    if (request === undefined) return;
    request.buffer = request.buffer.length === 0 ? data : Buffer.concat([request.buffer, data]);
    if (request.headers === null) {
      const end = request.buffer.indexOf(headerEnd);
      if (end < 0) return;
      const lines = request.buffer.subarray(0, end).toString("latin1").split("\r\n");
      request.status = Number(lines[0]!.split(" ")[1]);
      request.headers = new Map(
        lines.slice(1).map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      request.chunked = request.headers.get("transfer-encoding") === "chunked";
      request.contentLength = Number(request.headers.get("content-length") ?? -1);
      request.buffer = request.buffer.subarray(end + headerEnd.length);
    }
    if (request.chunked) this.readChunks(socket, request);
    else if (request.contentLength >= 0 && request.buffer.length >= request.contentLength) {
      request.body.push(request.buffer.subarray(0, request.contentLength));
      this.finish(socket, request);
    }
  }

  private readChunks(socket: Socket, request: Pending): void {
    for (;;) {
      const lineEnd = request.buffer.indexOf(crlf);
      if (lineEnd < 0) return;
      const size = parseInt(request.buffer.subarray(0, lineEnd).toString("latin1"), 16);
      if (size === 0) {
        if (request.buffer.length < lineEnd + 4) return;
        this.finish(socket, request);
        return;
      }
      const start = lineEnd + 2;
      if (request.buffer.length < start + size + 2) return;
      const chunk = request.buffer.subarray(start, start + size);
      if (Number.isNaN(request.firstLineMs) && chunk.includes(10)) request.firstLineMs = performance.now() - request.started;
      request.body.push(chunk);
      request.buffer = request.buffer.subarray(start + size + 2);
    }
  }

  private finish(socket: Socket, request: Pending): void {
    this.pending.delete(socket);
    const totalMs = performance.now() - request.started;
    this.idle.push(socket);
    request.resolve({
      status: request.status,
      headers: request.headers ?? new Map(),
      body: Buffer.concat(request.body).toString("utf8"),
      firstLineMs: request.firstLineMs,
      totalMs,
      newConnection: request.newConnection,
    });
  }
}
