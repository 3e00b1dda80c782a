import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** Shared flat config: every workspace's eslint.config.js spreads this. */
export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/artifacts/**", "**/cache/**", "**/generated/**", "**/src/gql/**", "**/types/**", "**/.data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // Tests read loosely typed JSON answers; domain code stays free of `any`.
    files: ["**/*.test.ts", "**/*.test.tsx", "**/_test/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
