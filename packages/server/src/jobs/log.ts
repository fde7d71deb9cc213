import type { FastifyBaseLogger } from 'fastify';
import type { JobLog } from './types.js';

/** Fastify's pino logger takes the data first. */
export function pinoJobLog(logger: FastifyBaseLogger): JobLog {
  return {
    debug: (msg, data) => logger.debug(data ?? {}, msg),
    info: (msg, data) => logger.info(data ?? {}, msg),
    warn: (msg, data) => logger.warn(data ?? {}, msg),
    error: (msg, data) => logger.error(data ?? {}, msg),
  };
}

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/** One line per entry on stderr, for the worker process, which has no Fastify. */
export function consoleJobLog(level: string = 'info'): JobLog {
  const min = Math.max(0, LEVELS.indexOf(level as (typeof LEVELS)[number]));
  const silent = level === 'silent' || level === 'fatal';
  const line = (lvl: (typeof LEVELS)[number]) => (msg: string, data?: Record<string, unknown>) => {
    if (silent || LEVELS.indexOf(lvl) < min) return;
    const extra = data && Object.keys(data).length > 0 ? ` ${JSON.stringify(data)}` : '';
    console.error(`${new Date().toISOString()} ${lvl.toUpperCase()} ${msg}${extra}`);
  };
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}

export const silentJobLog: JobLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** The same log with fixed fields added to every line (job id, kind). */
export function withFields(log: JobLog, fields: Record<string, unknown>): JobLog {
  const add = (data?: Record<string, unknown>) => ({ ...fields, ...data });
  return {
    debug: (msg, data) => log.debug(msg, add(data)),
    info: (msg, data) => log.info(msg, add(data)),
    warn: (msg, data) => log.warn(msg, add(data)),
    error: (msg, data) => log.error(msg, add(data)),
  };
}
