import { Readable } from "node:stream";
import { Agent, type Dispatcher, request } from "undici";

/** Statuses whose response has no body (a `Response` refuses one). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

const toHeaders = (raw: Record<string, string | string[] | undefined>): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.append(name, value);
  }
  return headers;
};

const requestHeaders = (headers: RequestInit["headers"]): Record<string, string> => {
  const out: Record<string, string> = {};
  if (headers === undefined) return out;
  (headers instanceof Headers ? headers : new Headers(headers)).forEach((value, name) => (out[name] = value));
  return out;
};

const unusable = () => Promise.reject(new TypeError("Body is unusable: Body has already been read"));

/**
 * A `Response` over a body already read into memory. A `fetch` `Response`
 * wraps its body in a web stream and reads `json()` back through it: for a
 * small JSON answer that is several times the cost of parsing it. This one
 * reads the bytes directly, and makes the stream only if `body` is asked for.
 */
const bufferedResponse = (bytes: Uint8Array<ArrayBuffer>, init: { status: number; headers: Headers }): Response => {
  const response = new Response(null, init);
  let used = false;
  let stream: ReadableStream<Uint8Array> | null = null;
  const take = <A>(read: (bytes: Uint8Array<ArrayBuffer>) => A | Promise<A>): Promise<A> => {
    if (used || stream?.locked === true) return unusable();
    used = true;
    try {
      return Promise.resolve(read(bytes));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };
  const text = () => take((all) => new TextDecoder().decode(all));
  Object.defineProperties(response, {
    body: {
      get: () =>
        (stream ??= new ReadableStream<Uint8Array>({
          pull: (controller) => {
            used = true;
            controller.enqueue(bytes);
            controller.close();
          },
        })),
    },
    bodyUsed: { get: () => used },
    text: { value: text },
    json: { value: () => text().then((all) => JSON.parse(all) as unknown) },
    arrayBuffer: { value: () => take((all) => all.slice().buffer) },
    bytes: { value: () => take((all) => all.slice()) },
    blob: { value: () => take((all) => new Blob([all], { type: response.headers.get("content-type") ?? "" })) },
    formData: { value: () => take((all) => new Response(all, { headers: response.headers }).formData()) },
    clone: {
      value: () => {
        if (used || stream?.locked === true) throw new TypeError("Response.clone: Body has already been consumed.");
        return bufferedResponse(bytes, { status: response.status, headers: new Headers(response.headers) });
      },
    },
  });
  return response;
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
 * `bufferedResponse`). A body
 * of another kind (a form, a file) goes to the global `fetch`. Redirects are
 * not followed (the OpenAI API and compatible servers do not redirect API
 * calls). The abort signal cancels the request, before or after the headers.
 */
export const makeDispatcherFetch = (dispatcher: Dispatcher = new Agent({ keepAliveTimeout: 30_000 })): typeof fetch =>
  (async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const body = init?.body;
    if (input instanceof Request || (body !== undefined && body !== null && typeof body !== "string")) return fetch(input, init);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw signal.reason ?? new DOMException("This operation was aborted", "AbortError");
    const method = (init?.method ?? "GET").toUpperCase();
    const answer = await request(input, {
      method: method as Dispatcher.HttpMethod,
      headers: requestHeaders(init?.headers),
      body: body ?? null,
      dispatcher,
      ...(signal ? { signal } : {}),
    }).catch((error: unknown) => {
      // As `fetch` fails: an abort as the signal's reason, anything else as a TypeError with the cause.
      if (signal?.aborted) throw signal.reason ?? error;
      throw new TypeError("fetch failed", { cause: error });
    });
    const headers = toHeaders(answer.headers);
    const status = { status: answer.statusCode, headers };
    if (nullBodyStatuses.has(answer.statusCode) || method === "HEAD") {
      answer.body.resume();
      return new Response(null, status);
    }
    if (isEventStream(answer.headers)) return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, status);
    const bytes = await answer.body.bytes().catch((error: unknown) => {
      if (signal?.aborted) throw signal.reason ?? error;
      throw new TypeError("fetch failed", { cause: error });
    });
    return bufferedResponse(bytes as Uint8Array<ArrayBuffer>, status);
  }) as typeof fetch;
