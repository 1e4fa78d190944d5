import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next*/**",
    "lib/generated/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    ".data/**",
    "next-env.d.ts",
  ]),
  {
    rules: {
      // `_`-prefixed names are deliberately unused (e.g. a property dropped by destructuring).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
]);
