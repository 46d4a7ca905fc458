import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

// Import boundaries (decision 019, docs/architecture.md "Boundaries"). `no-restricted-imports` matches the specifier as
// written, so each group covers the `~/` alias, relative paths (`../../routes/x`) and baseUrl paths (`app/routes/x`).
// Flat config does not merge a rule's options across objects (the last matching object wins), so every zone below
// repeats the restrictions of the zones it sits inside.
const toBackend = {
  group: ["**/backend/**"],
  message: "The storefront must not import the reference backend (backend/ stands for SAP Commerce; talk to it over OCC).",
};
const toStorefront = {
  group: ["~/**", "**/app/**"],
  message:
    "The reference backend stands for SAP Commerce and must not import storefront code (app/); give it its own copy of a rule (backend/src/rules/).",
};
const ROUTES = ["**/routes", "**/routes/**"];
const toOcc = {
  group: ["**/lib/occ", "**/lib/occ/**"],
  message: "Components do not call the OCC client: a route's loader or action (or its app/lib .server module) does.",
};
const occToRoutes = { group: ROUTES, message: "The OCC client must not import route modules." };
const occToComponents = { group: ["**/components", "**/components/**"], message: "The OCC client must not import components." };
// Components may name a route's loader or action as a type, for useLoaderData<typeof loader> and
// useFetcher<typeof action>, and nothing else: core rule = only the names `loader` and `action`, typescript-eslint's
// rule = type imports only. Together: `import { type loader } from "~/routes/…"`.
const componentsToRouteNames = {
  group: ROUTES,
  allowImportNames: ["loader", "action"],
  message: "Components must not import route modules (only `type loader` / `type action`, for useLoaderData and useFetcher).",
};
const componentsToRouteValues = {
  group: ROUTES,
  allowTypeImports: true,
  message: "Components must not import route modules (only `type loader` / `type action`, for useLoaderData and useFetcher).",
};

export default tseslint.config(
  {
    ignores: ["build/**", "public/build/**", ".cache/**", "node_modules/**", "test-results/**", "playwright-report/**", "data/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
    },
  },
  {
    files: ["backend/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [toStorefront] }] },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [toBackend] }] },
  },
  {
    files: ["app/components/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [toBackend, toOcc, componentsToRouteNames] }],
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [componentsToRouteValues] }],
    },
  },
  {
    files: ["app/lib/occ/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [toBackend, occToRoutes, occToComponents] }] },
  },
);
