import type { Logger } from '../log/logger.server';

/** Where unexpected errors go. Logs by default; a Sentry-like service plugs in behind this interface. */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

export function createLogErrorReporter(logger: Logger): ErrorReporter {
  return {
    report(error, context) {
      logger.error({ err: error, ...context }, 'reported error');
    },
  };
}
