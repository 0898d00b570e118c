import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@lifeos/source"] },
  ssr: { resolve: { conditions: ["@lifeos/source"] } },
  // Test files share their worker: effect and the workspace source are imported once per worker, not once per file.
  test: { include: ["test/**/*.test.ts", "src/**/*.test.ts"], isolate: false, testTimeout: 30_000, passWithNoTests: true, reporters: ["default", ["json", { outputFile: "test-output/vitest.json" }]] },
});
