import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@lifeos/source"] },
  ssr: { resolve: { conditions: ["@lifeos/source"] } },
  test: { include: ["test/**/*.test.ts", "src/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 60_000, passWithNoTests: true, reporters: ["default", ["json", { outputFile: "test-output/vitest.json" }]] },
});
