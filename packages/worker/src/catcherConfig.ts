// Where `npm start` runs the SMTP catcher: config.toml's [inbucket] port (the web inbox; the
// Supabase CLI's local mail port, 54324) and smtp_port (54325), each overridden by an
// environment variable, so tests run catchers of their own beside a developer's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export interface CatcherPorts {
  webPort: number;
  smtpPort: number;
}

function port(raw: unknown, from: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new Error(`${from} must be a port number, got "${String(raw)}"`);
  return value;
}

/** MAIL_CATCHER_PORT / [inbucket] port, MAIL_CATCHER_SMTP_PORT / [inbucket] smtp_port. */
export function catcherPorts(supabaseDir: string, env: NodeJS.ProcessEnv = process.env): CatcherPorts {
  let inbucket: Record<string, unknown> = {};
  try {
    const toml = parse(readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8')) as Record<
      string,
      unknown
    >;
    inbucket = (toml.inbucket ?? {}) as Record<string, unknown>;
  } catch {
    // No config.toml: the defaults.
  }
  return {
    webPort: env.MAIL_CATCHER_PORT
      ? port(env.MAIL_CATCHER_PORT, 'MAIL_CATCHER_PORT')
      : port(inbucket.port ?? 54324, 'config.toml [inbucket] port'),
    smtpPort: env.MAIL_CATCHER_SMTP_PORT
      ? port(env.MAIL_CATCHER_SMTP_PORT, 'MAIL_CATCHER_SMTP_PORT')
      : port(inbucket.smtp_port ?? 54325, 'config.toml [inbucket] smtp_port'),
  };
}
