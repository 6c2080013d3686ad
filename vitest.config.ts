import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20000,
    // Each test database seeds the demo network (the first one in a worker also reads the commune list).
    hookTimeout: 60000,
  },
});
