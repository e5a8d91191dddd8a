import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';

/*
 * Reading settings: supabase/config.toml (the Supabase CLI's file) with `env(NAME)` values, and
 * the environment variable that overrides each setting. Every reader names where a bad value came
 * from (the variable, or the file and the setting).
 */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Toml = Record<string, unknown>;

export function table(toml: Toml, key: string): Toml {
  const value = toml[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Toml) : {};
}

/** Reads `<supabaseDir>/config.toml`; a missing file means "all defaults". */
export function readConfigToml(supabaseDir: string): Toml {
  const file = path.join(supabaseDir, 'config.toml');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    return parseToml(text) as Toml;
  } catch (err) {
    throw new ConfigError(`${file} is not valid TOML: ${(err as Error).message}`);
  }
}

/**
 * The Supabase CLI's `env(NAME)` substitution: a string value `env(NAME)` is read from the
 * environment, so one config.toml serves the CLI and local-supabase.
 */
export function substitute(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value !== 'string') return value;
  const m = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim());
  return m ? env[m[1]!] : value;
}

export interface Source {
  env: NodeJS.ProcessEnv;
  /** Name of the environment variable that overrides the setting. */
  envName?: string;
  /** Where the setting lives in config.toml, for error messages. */
  tomlName: string;
  tomlValue: unknown;
}

export function pick(s: Source): { raw: unknown; from: string } | undefined {
  const fromEnv = s.envName ? s.env[s.envName] : undefined;
  if (fromEnv !== undefined && fromEnv !== '') return { raw: fromEnv, from: s.envName! };
  const fromToml = substitute(s.tomlValue, s.env);
  if (fromToml !== undefined && fromToml !== '') return { raw: fromToml, from: `config.toml ${s.tomlName}` };
  return undefined;
}

export function intSetting(s: Source, fallback: number, min = 0): number {
  const got = pick(s);
  if (!got) return fallback;
  const n = typeof got.raw === 'number' ? got.raw : Number(got.raw);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${got.from} must be an integer >= ${min}, got "${String(got.raw)}"`);
  return n;
}

export function boolSetting(s: Source, fallback: boolean): boolean {
  const got = pick(s);
  if (!got) return fallback;
  if (typeof got.raw === 'boolean') return got.raw;
  if (got.raw === 'true') return true;
  if (got.raw === 'false') return false;
  throw new ConfigError(`${got.from} must be true or false, got "${String(got.raw)}"`);
}

export function listSetting(s: Source, fallback: string[]): string[] {
  const got = pick(s);
  if (!got) return fallback;
  if (Array.isArray(got.raw)) return got.raw.map((v) => String(substitute(v, s.env) ?? '')).filter(Boolean);
  return String(got.raw)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function stringSetting(s: Source, fallback: string): string {
  const got = pick(s);
  return got ? String(got.raw) : fallback;
}

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  kib: 1024,
  mb: 1000 ** 2,
  mib: 1024 ** 2,
  gb: 1000 ** 3,
  gib: 1024 ** 3,
};

/** "50MiB", "5MB", "1048576": the size notation of config.toml's file_size_limit. */
export function parseSize(raw: unknown, from: string): number {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(String(raw));
  const unit = SIZE_UNITS[(m?.[2] || 'b').toLowerCase()];
  const bytes = m && unit ? Math.floor(Number(m[1]) * unit) : NaN;
  if (!Number.isSafeInteger(bytes) || bytes <= 0)
    throw new ConfigError(`${from} must be a size such as "50MiB" or a byte count, got "${String(raw)}"`);
  return bytes;
}

/** "60s", "1m", "1h30m": the duration notation of config.toml (Go durations). Seconds. */
export function parseDurationSeconds(raw: unknown, from: string): number {
  if (typeof raw === 'number' && raw >= 0) return raw;
  const text = String(raw).trim();
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  let total = 0;
  let rest = text;
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(m[1]) * (units[m[2]!] ?? NaN);
    rest = rest.replace(m[0], '');
  }
  if (text === '' || rest !== '' || !Number.isFinite(total))
    throw new ConfigError(`${from} must be a duration such as "60s" or "1m", got "${text}"`);
  return total;
}
