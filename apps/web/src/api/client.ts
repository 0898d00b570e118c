/** What a failure is, as a code and the values it names, when the server gives it beside its `{ code, message }`. */
export interface ApiProblem {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** A failed API call: the server's `{ code, message }`, its `problem` when given, and the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly problem?: ApiProblem,
  ) {
    super(message);
  }
}

/** A body's `problem` when it is one (a code and an object of values). */
const problemOf = (value: unknown): ApiProblem | undefined => {
  if (typeof value !== "object" || value === null) return undefined;
  const { code, params } = value as { code?: unknown; params?: unknown };
  return typeof code === "string" && typeof params === "object" && params !== null ? { code, params: params as ApiProblem["params"] } : undefined;
};

const base = "/api/v1";

/** Turns a non-2xx response into an ApiError carrying the server's code and message (and problem, when given). */
export const errorFrom = async (response: Response): Promise<ApiError> => {
  try {
    const body = (await response.json()) as { code?: string; message?: string; problem?: unknown };
    return new ApiError(body.code ?? "INTERNAL_ERROR", body.message ?? response.statusText, response.status, problemOf(body.problem));
  } catch {
    return new ApiError("INTERNAL_ERROR", response.statusText || "Request failed", response.status);
  }
};

/** Calls the API with a JSON body (if any) and returns the decoded JSON (undefined for 204). */
export const api = async <A>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<A> => {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: init.method ?? "GET",
      headers: { ...(init.body === undefined ? {} : { "Content-Type": "application/json" }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError("INTERNAL_ERROR", "The server could not be reached", 0);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as A;
  return (await response.json()) as A;
};

/** Builds a query string from the defined values. */
export const query = (values: Record<string, string | number | boolean | undefined | null>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
};

/**
 * A fresh key for one user action sent as `Idempotency-Key`: the server
 * keeps one result per key, so the request may safely arrive twice.
 * Random bytes rather than `crypto.randomUUID`, which a page served over
 * plain http on a LAN address does not have.
 */
export const newRequestKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
