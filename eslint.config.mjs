import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // The specification navigates by full page load everywhere (and sign-in/out must re-render
      // server components with the new cookie), so plain <a href> links are intended.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    ignores: [".next/**", ".next-*/**", ".data/**", ".data-*/**", "node_modules/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
