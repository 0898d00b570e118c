import nx from "@nx/eslint-plugin";
import tseslint from "typescript-eslint";

/**
 * Lint rules, including the layering of DESIGN.md expressed as Nx tags:
 * core imports nothing internal; storage adapters import only core; tools and
 * agent never import storage (their tests may use the SQLite adapter's testing
 * entry); only the server composes everything.
 */
export default tseslint.config(
  {
    ignores: ["**/dist/**", "**/out-tsc/**", "**/node_modules/**", "**/.nx/**", "**/vite.config.ts.timestamp-*"],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "@nx": nx },
    rules: {
      "@nx/enforce-module-boundaries": [
        "error",
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          checkDynamicDependenciesExceptions: [],
          depConstraints: [
            { sourceTag: "layer:core", onlyDependOnLibsWithTags: [] },
            { sourceTag: "layer:storage", onlyDependOnLibsWithTags: ["layer:core"] },
            { sourceTag: "layer:tools", onlyDependOnLibsWithTags: ["layer:core"] },
            { sourceTag: "layer:agent", onlyDependOnLibsWithTags: ["layer:core", "layer:tools"] },
            { sourceTag: "layer:web", onlyDependOnLibsWithTags: ["layer:core"] },
            {
              sourceTag: "layer:app",
              onlyDependOnLibsWithTags: ["layer:core", "layer:tools", "layer:agent", "layer:storage"],
            },
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    // The web's browser tests may also use the agent's testing entry (documents generated at test time), and its unit
    // tests read every tool's parameters (each needs words on a chip); the app itself still talks HTTP only.
    files: ["apps/web/test/**/*.ts"],
    rules: {
      "@nx/enforce-module-boundaries": [
        "error",
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          checkDynamicDependenciesExceptions: [],
          depConstraints: [{ sourceTag: "layer:web", onlyDependOnLibsWithTags: ["layer:core", "layer:agent", "layer:tools"] }],
        },
      ],
    },
  },
  {
    // The agent's and the tools' tests run on the real SQLite adapter through its testing entry
    // (a fresh database in memory); their sources still never import a storage package.
    files: ["packages/agent/test/**/*.ts", "packages/tools/test/**/*.ts"],
    rules: {
      "@nx/enforce-module-boundaries": [
        "error",
        {
          enforceBuildableLibDependency: false,
          allow: ["@lifeos/storage-sqlite/testing"],
          banTransitiveDependencies: false,
          checkDynamicDependenciesExceptions: [],
          depConstraints: [
            { sourceTag: "layer:tools", onlyDependOnLibsWithTags: ["layer:core"] },
            { sourceTag: "layer:agent", onlyDependOnLibsWithTags: ["layer:core", "layer:tools"] },
          ],
        },
      ],
    },
  },
);
