import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes migrations for schema changes into ./drizzle (committed). */
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/schema/index.ts",
  out: "./drizzle",
});
