import { defineConfig } from "vitest/config";

// Unit tests run in Node: the state and protocol are pure, and Word/Office are office-addin-mock objects.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
  },
});
