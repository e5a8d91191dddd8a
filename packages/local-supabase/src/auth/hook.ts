import { randomUUID } from 'node:crypto';
import type { PoolClient } from '../db.ts';
import { AuthApiError } from './errors.ts';
import type { AccessTokenHook } from './otp/config.ts';

/** supabase/auth gives a Postgres hook this long (statement_timeout) before failing the request. */
const HOOK_TIMEOUT_MS = 2000;

/** Claims supabase/auth requires in what the hook returns. */
const REQUIRED_CLAIMS = [
  'aud',
  'exp',
  'iat',
  'sub',
  'email',
  'phone',
  'role',
  'aal',
  'session_id',
  'is_anonymous',
];

const CLAIM_TYPES: Record<string, (v: unknown) => boolean> = {
  aud: (v) => typeof v === 'string' || Array.isArray(v),
  exp: Number.isInteger,
  iat: Number.isInteger,
  nbf: Number.isInteger,
  jti: (v) => typeof v === 'string',
  iss: (v) => typeof v === 'string',
  sub: (v) => typeof v === 'string',
  email: (v) => typeof v === 'string',
  phone: (v) => typeof v === 'string',
  role: (v) => typeof v === 'string',
  aal: (v) => typeof v === 'string',
  session_id: (v) => typeof v === 'string',
  app_metadata: isObject,
  user_metadata: isObject,
  amr: (v) => Array.isArray(v) && v.every((i) => typeof i === 'string' || isObject(i)),
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * What a hook answered, judged as supabase/auth judges it: `{"error": {"http_code", "message"}}`
 * with a message is a refusal (status http_code, 500 when absent); otherwise `claims` must be an
 * object with the required claims, each of its type. Returns the claims to sign.
 */
export function judgeHookOutput(output: unknown): Record<string, unknown> {
  if (isObject(output) && isObject(output.error) && typeof output.error.message === 'string') {
    const { message } = output.error;
    if (message !== '') {
      const code = output.error.http_code;
      const status = typeof code === 'number' && code >= 400 && code <= 599 ? code : 500;
      // supabase/auth's code for an error without one of its own.
      return hookError(status, status === 500 ? 'unexpected_failure' : 'unknown', message);
    }
  }
  if (!isObject(output) || !('claims' in output))
    return hookError(500, 'unexpected_failure', 'output claims field is missing');
  const claims = output.claims;
  if (!isObject(claims)) return hookError(500, 'unexpected_failure', 'output claims field is not an object');
  const problems = REQUIRED_CLAIMS.filter((k) => !(k in claims)).map((k) => `${k} is required`);
  for (const [k, check] of Object.entries(CLAIM_TYPES))
    if (k in claims && !check(claims[k])) problems.push(`${k}: invalid type`);
  if (problems.length > 0)
    return hookError(
      500,
      'unexpected_failure',
      `output claims do not conform to the expected schema: \n${problems.map((p) => `- ${p}\n`).join('')}`,
    );
  return claims;
}

function hookError(status: number, code: string, message: string): never {
  throw new AuthApiError(status as 400, code, message);
}

/** The hook function itself failed (raised, timed out, does not exist): a 500 for the client. */
export class HookFailure extends AuthApiError {
  constructor(
    readonly uri: string,
    readonly reason: string,
  ) {
    super(500, 'unexpected_failure', 'error generating jwt token');
  }
}

export interface HookInput {
  userId: string;
  claims: Record<string, unknown>;
  /** How the session was proven: password, otp, magiclink, token_refresh, totp, ... */
  authenticationMethod: string;
  ip: string | undefined;
}

/**
 * Calls the custom access token hook inside the caller's transaction, as supabase/auth does:
 * as the role `supabase_auth_admin`, with a 2 s statement timeout, `select <function>(event)`.
 * A refusal or a malformed answer throws the error supabase/auth answers with, and the
 * transaction (the new session) is rolled back with it.
 */
export async function runAccessTokenHook(
  client: PoolClient,
  hook: AccessTokenHook,
  input: HookInput,
): Promise<Record<string, unknown>> {
  const event = {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'customize-access-token',
      ...(input.ip ? { ip_address: input.ip } : {}),
    },
    user_id: input.userId,
    claims: input.claims,
    authentication_method: input.authenticationMethod,
  };
  await client.query('savepoint access_token_hook');
  let output: unknown;
  try {
    await client.query(`set local statement_timeout to '${HOOK_TIMEOUT_MS}'`);
    await client.query('set local role supabase_auth_admin');
    const { rows } = await client.query<{ output: unknown }>(
      `select ${hook.functionName}($1::jsonb) as output`,
      [JSON.stringify(event)],
    );
    output = rows[0]?.output;
    await client.query('release savepoint access_token_hook');
  } catch (err) {
    await client.query('rollback to savepoint access_token_hook');
    // As supabase/auth: the database's message stays in the server's log, never in the answer.
    throw new HookFailure(hook.uri, (err as Error).message);
  } finally {
    await client.query('reset role');
    await client.query('set local statement_timeout to default');
  }
  return judgeHookOutput(output);
}
