import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes migrations for schema changes into ./drizzle (committed), from every domain's `schema.ts`. */
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/*/schema.ts",
  out: "./drizzle",
});
