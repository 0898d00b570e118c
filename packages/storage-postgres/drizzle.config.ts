import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` (from this folder) writes migrations into ./drizzle, from every domain's `schema.ts`. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/*/schema.ts",
  out: "./drizzle",
});
