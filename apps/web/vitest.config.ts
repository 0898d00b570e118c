import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@lifeos/source"] },
  ssr: { resolve: { conditions: ["@lifeos/source"] } },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    passWithNoTests: true,
    reporters: ["default", ["json", { outputFile: "test-output/vitest.json" }]],
  },
});
