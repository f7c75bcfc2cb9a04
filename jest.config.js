// @ts-check
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

const shared = {
  testEnvironment: "node",
  transform: { "^.+\\.(t|j)sx?$": swc },
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/"],
};

// unit: pure functions and schemas. integration: services and route handlers against a real
// database (in-memory PGlite with the real migrations, or PostgreSQL when DATABASE_URL is set).
/** @type {import("jest").Config} */
const config = {
  projects: [
    { ...shared, displayName: "unit", testMatch: ["<rootDir>/**/*.test.ts?(x)"], testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "\\.int\\.test\\.tsx?$"] },
    {
      ...shared,
      displayName: "integration",
      testMatch: ["<rootDir>/**/*.int.test.ts?(x)"],
      // The migrations run once per Jest run; every test file starts from a copy (test/db.ts).
      globalSetup: "<rootDir>/test/global-setup.ts",
      globalTeardown: "<rootDir>/test/global-teardown.ts",
      setupFilesAfterEnv: ["<rootDir>/test/setup-integration.ts"],
    },
  ],
};

module.exports = config;
