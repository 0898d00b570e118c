import { request } from "node:http";

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/**
 * One request through node:http, which (unlike fetch) sends any Host header:
 * what a page on a name rebound to 127.0.0.1 (DNS rebinding) makes arrive.
 */
export const rawRequest = (
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const outgoing = request(
      { hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: init.method ?? "GET", headers: init.headers ?? {} },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
