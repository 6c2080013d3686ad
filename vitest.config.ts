import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20000,
  },
});
