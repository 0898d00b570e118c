import { Readable } from "node:stream";
import { Agent, type Dispatcher, request } from "undici";

/** Statuses whose response has no body (a `Response` refuses one). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/** undici's parsed response headers as the name/value pairs a `Response` takes (a repeated header once per value). */
const headerPairs = (raw: Record<string, string | string[] | undefined>): Array<[string, string]> => {
  const pairs: Array<[string, string]> = [];
  for (const name in raw) {
    const value = raw[name];
    if (typeof value === "string") pairs.push([name, value]);
    else if (value !== undefined) for (const item of value) pairs.push([name, item]);
  }
  return pairs;
};

const requestHeaders = (headers: RequestInit["headers"]): Record<string, string> => {
  const out: Record<string, string> = {};
  if (headers === undefined) return out;
  (headers instanceof Headers ? headers : new Headers(headers)).forEach((value, name) => (out[name] = value));
  return out;
};

/** Decodes every buffered body (a TextDecoder keeps no state between whole-input calls). */
const utf8 = new TextDecoder();

const unusable = () => Promise.reject(new TypeError("Body is unusable: Body has already been read"));

type ResponseInitOf = { status: number; headers: Array<[string, string]> | Headers };

/** `Response` typed as a plain base, so the class below can define body readers and getters as methods (the DOM types declare them as properties). */
const ResponseBase = Response as unknown as new (body: null, init: ResponseInitOf) => object;
/** `Response`'s own `headers` getter, read once per answer (the subclass answers it from a field after). */
const baseHeaders = Object.getOwnPropertyDescriptor(Response.prototype, "headers")!.get!;

/**
 * A `Response` over a body already read into memory. A `fetch` `Response`
 * wraps its body in a web stream and reads `json()` back through it: for a
 * small JSON answer that is several times the cost of parsing it. This one
 * reads the bytes directly, and makes the stream only if `body` is asked for.
 */
class BufferedResponse extends ResponseBase {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  readonly #url: string;
  readonly #status: number;
  readonly #headers: Headers;
  #used = false;
  #stream: ReadableStream<Uint8Array> | null = null;

  constructor(bytes: Uint8Array<ArrayBuffer>, init: ResponseInitOf, url: string) {
    super(null, init);
    this.#bytes = bytes;
    this.#url = url;
    this.#status = init.status;
    this.#headers = baseHeaders.call(this) as Headers;
  }

  // What the SDK reads of every answer (several times, in its log details), as fields: the base getters check the receiver's brand on each read.
  /** The URL the answer came from (after redirects), as `fetch`'s `Response.url`. */
  get url(): string {
    return this.#url;
  }

  get status(): number {
    return this.#status;
  }

  get ok(): boolean {
    return this.#status >= 200 && this.#status <= 299;
  }

  get headers(): Headers {
    return this.#headers;
  }

  get body(): ReadableStream<Uint8Array> {
    return (this.#stream ??= new ReadableStream<Uint8Array>({
      pull: (controller) => {
        this.#used = true;
        controller.enqueue(this.#bytes);
        controller.close();
      },
    }));
  }

  get bodyUsed(): boolean {
    return this.#used;
  }

  #take<A>(read: (bytes: Uint8Array<ArrayBuffer>) => A | Promise<A>): Promise<A> {
    if (this.#used || this.#stream?.locked === true) return unusable();
    this.#used = true;
    try {
      return Promise.resolve(read(this.#bytes));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  text(): Promise<string> {
    return this.#take((bytes) => utf8.decode(bytes));
  }

  json(): Promise<unknown> {
    return this.#take((bytes) => JSON.parse(utf8.decode(bytes)) as unknown);
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return this.#take((bytes) => bytes.slice().buffer);
  }

  bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#take((bytes) => bytes.slice());
  }

  blob(): Promise<Blob> {
    return this.#take((bytes) => new Blob([bytes], { type: this.headers.get("content-type") ?? "" }));
  }

  formData(): Promise<FormData> {
    return this.#take((bytes) => new Response(bytes, { headers: this.headers }).formData());
  }

  clone(): Response {
    if (this.#used || this.#stream?.locked === true) throw new TypeError("Response.clone: Body has already been consumed.");
    return new BufferedResponse(this.#bytes, { status: this.#status, headers: new Headers(this.#headers) }, this.#url) as unknown as Response;
  }
}

/** Redirect statuses `fetch` follows when they name a `Location`. */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const maxRedirects = 20;
/** Request headers a redirect that turns the request into a GET drops with its body. */
const bodyHeaders = ["content-type", "content-length", "content-encoding", "content-language", "content-location"];
/** Request headers a redirect to another origin does not carry (the API key among them). */
const originHeaders = ["authorization", "proxy-authorization", "cookie"];

const firstValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

const withoutHeaders = (headers: Record<string, string>, names: ReadonlyArray<string>): Record<string, string> => {
  const kept = { ...headers };
  for (const name of names) delete kept[name];
  return kept;
};

/** Where a redirect leads, as `fetch` resolves it; a TypeError past 20 redirects or to a scheme other than http(s). */
const followed = (from: string | URL, location: string, redirects: number): URL => {
  if (redirects >= maxRedirects) throw new TypeError("fetch failed", { cause: new Error("redirect count exceeded") });
  let next: URL;
  try {
    next = new URL(location, from);
  } catch (error) {
    throw new TypeError("fetch failed", { cause: error });
  }
  if (next.protocol !== "http:" && next.protocol !== "https:") throw new TypeError("fetch failed", { cause: new Error(`URL scheme must be a HTTP(S) scheme: ${next.href}`) });
  return next;
};

const isEventStream = (headers: Record<string, string | string[] | undefined>): boolean => {
  const type = headers["content-type"];
  return (Array.isArray(type) ? type.join(",") : (type ?? "")).toLowerCase().includes("text/event-stream");
};

/**
 * A `fetch` for the OpenAI SDK over undici's dispatcher API (`request`)
 * and one keep-alive connection pool. The WHATWG `fetch` builds request and
 * response streams, abort signals and header lists per call; under a
 * burst of model calls that client CPU queues every call behind the others
 * (about four times the CPU of `request` per call, measured by
 * `npm run bench:reflect`). The SDK still builds, sends, retries, parses and
 * streams as it does with `fetch`: this carries only the string bodies it
 * sends (JSON) and answers with a `Response` — an event stream as a stream,
 * any other body read whole first (the SDK reads JSON whole anyway; see
 * `BufferedResponse`). A body of another kind (a form, a file) goes to the
 * global `fetch`. Redirects are followed here as `fetch` follows them: at
 * most 20; a 303 (or a 301/302 of a POST) goes on as a GET without the body;
 * the key and cookies are dropped when one leaves the origin. (undici's
 * redirect interceptor did this before, by wrapping the handler of every
 * call, redirected or not: about 9 KB and 13 µs of CPU more per model call.)
 * The pool opens as many
 * connections as there are calls at once (no limit per origin, as the
 * global `fetch`) and keeps them 30 s unless the server says less. The abort
 * signal cancels the request, before or after the headers.
 */
export const makeDispatcherFetch = (dispatcher: Dispatcher = new Agent({ keepAliveTimeout: 30_000 })): typeof fetch =>
  (async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const given = init?.body;
    if (input instanceof Request || (given !== undefined && given !== null && typeof given !== "string")) return fetch(input, init);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw signal.reason ?? new DOMException("This operation was aborted", "AbortError");
    // As `fetch` fails: an abort as the signal's reason, anything else as a TypeError with the cause.
    const failedAsFetch = (error: unknown): never => {
      if (signal?.aborted) throw signal.reason ?? error;
      throw new TypeError("fetch failed", { cause: error });
    };
    let url: string | URL = input;
    let method = (init?.method ?? "GET").toUpperCase();
    let headers = requestHeaders(init?.headers);
    let body: string | null = given ?? null;
    for (let redirects = 0; ; redirects += 1) {
      const answer = await request(url, {
        method: method as Dispatcher.HttpMethod,
        headers,
        body,
        dispatcher,
        ...(signal ? { signal } : {}),
      }).catch(failedAsFetch);
      const location = redirectStatuses.has(answer.statusCode) ? firstValue(answer.headers.location) : undefined;
      if (location !== undefined) {
        answer.body.resume();
        const next = followed(url, location, redirects);
        if (answer.statusCode === 303 ? method !== "GET" && method !== "HEAD" : answer.statusCode <= 302 && method === "POST") {
          method = "GET";
          body = null;
          headers = withoutHeaders(headers, bodyHeaders);
        }
        if (next.origin !== new URL(url).origin) headers = withoutHeaders(headers, originHeaders);
        url = next;
        continue;
      }
      const status = { status: answer.statusCode, headers: headerPairs(answer.headers) };
      if (nullBodyStatuses.has(answer.statusCode) || method === "HEAD") {
        answer.body.resume();
        return new Response(null, status);
      }
      if (isEventStream(answer.headers)) return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, status);
      const bytes = await answer.body.bytes().catch(failedAsFetch);
      return new BufferedResponse(bytes as Uint8Array<ArrayBuffer>, status, String(url)) as unknown as Response;
    }
  }) as typeof fetch;
