import { Server, ServerResponse } from "node:http";

/**
 * Watches every HTTP server of this process: `done(start, end)` gets
 * `clock()` as read when a request arrives and when its response first
 * writes (or ends).
 */
export const onFirstWrite = (clock, done) => {
  const started = new WeakMap();
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (event, request, response) {
    if (event === "request") started.set(response, clock());
    return emit.apply(this, arguments);
  };
  for (const method of ["write", "end"]) {
    const original = ServerResponse.prototype[method];
    ServerResponse.prototype[method] = function () {
      const start = started.get(this);
      if (start !== undefined) {
        started.delete(this);
        done(start, clock());
      }
      return original.apply(this, arguments);
    };
  }
};
