import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';

/** Claims of a Supabase access token or API key, as PostgREST and RLS read them. */
export interface SupabaseClaims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
  [key: string]: unknown;
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs claims with HS256, as the Supabase Auth server does. */
export async function signJwt(claims: SupabaseClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/** Verifies an HS256 token (signature and `exp`), throwing JwtError when it is unusable. */
export async function verifyJwt(token: string, secret: string): Promise<SupabaseClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    return payload as SupabaseClaims;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new JwtError('invalid JWT: token is expired', true);
    throw new JwtError('invalid JWT: unable to parse or verify signature');
  }
}
