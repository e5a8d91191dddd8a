import type { Pool } from './db.ts';
import type { StackConfig } from './config.ts';

export type LogLevel = 'info' | 'warn' | 'error';
export type Logger = (level: LogLevel, message: string, extra?: Record<string, unknown>) => void;

/** What every hand-written service (auth, storage, gateway) gets from the stack. */
export interface ServiceContext {
  config: StackConfig;
  /** Superuser pool; services switch to the caller's role with `asCaller` where RLS must decide. */
  pool: Pool;
  log: Logger;
}

export const consoleLogger: Logger = (level, message, extra) => {
  const line = `[local-supabase] ${message}${extra ? ' ' + JSON.stringify(extra) : ''}`;
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};
