import type { Context } from 'hono';
import { inTransaction } from '../../db.ts';
import { clientInfo, type AuthDeps } from '../deps.ts';
import { AuthApiError, errors } from '../errors.ts';
import { optString, type JsonObject } from '../input.ts';
import { issueSession, type AuthMethod, type SessionJson } from '../sessions.ts';
import { findUserById, isBanned } from '../users.ts';
import { badCodeVerifier, pkceMatches, type CodeChallengeMethod } from './codes.ts';

/** How long a flow state (and the code a link issued from it) can be exchanged: supabase/auth's 5 minutes. */
const FLOW_STATE_SECONDS = 300;

/**
 * POST /token?grant_type=pkce (auth-js exchangeCodeForSession): the code an e-mail link handed
 * to the page, with the verifier of the challenge the sign-in was requested with, becomes a
 * session; the code works once.
 */
export async function pkceGrant(c: Context, deps: AuthDeps, body: JsonObject): Promise<SessionJson> {
  const authCode = optString(body, 'auth_code');
  const verifier = optString(body, 'code_verifier');
  if (!authCode || !verifier)
    throw errors.validation('invalid request: both auth code and code verifier should be non-empty');
  return inTransaction(deps.ctx.pool, async (client) => {
    const { rows } = await client.query<{
      id: string;
      user_id: string | null;
      code_challenge_method: CodeChallengeMethod;
      code_challenge: string;
      authentication_method: string;
      expired: boolean;
    }>(
      `select id, user_id, code_challenge_method::text as code_challenge_method, code_challenge,
              authentication_method,
              coalesce(auth_code_issued_at, created_at) < now() - make_interval(secs => $2) as expired
         from auth.flow_state where auth_code = $1 for update`,
      [authCode, FLOW_STATE_SECONDS],
    );
    const flow = rows[0];
    if (!flow?.user_id)
      throw new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (flow.expired)
      throw new AuthApiError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    if (!pkceMatches(flow.code_challenge_method, flow.code_challenge, verifier)) throw badCodeVerifier();
    const user = await findUserById(client, flow.user_id);
    if (!user || user.deleted_at) throw errors.userNotFound();
    if (isBanned(user)) throw errors.userBanned();
    await client.query('delete from auth.flow_state where id = $1', [flow.id]);
    return issueSession(
      client,
      deps.ctx.config,
      user,
      flow.authentication_method as AuthMethod,
      clientInfo(c),
    );
  });
}
