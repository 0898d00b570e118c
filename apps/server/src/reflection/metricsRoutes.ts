import { Hono } from "hono";
import type { AppEnv } from "../http/AppContext.js";
import type { ReflectionMetrics } from "./reflectionMetrics.js";

/** `GET /metrics`: the Prometheus text exposition (counts and timings only, no user data). */
export const metricsRoutes = (metrics: ReflectionMetrics): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/metrics", async (c) => {
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { "content-type": metrics.registry.contentType });
  });
  return app;
};
