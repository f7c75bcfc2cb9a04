import { defineConfig } from "drizzle-kit";

// Migrations are generated from lib/db/schema and committed in drizzle/; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
