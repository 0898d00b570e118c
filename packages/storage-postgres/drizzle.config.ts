import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` (from this folder) writes migrations into ./drizzle. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./drizzle",
});
