import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs on stdout, one object a line (pino). */
export function createLogger(level: string = 'info'): Logger {
  return pino({ level, base: { app: 'vitrine' }, timestamp: pino.stdTimeFunctions.isoTime });
}
