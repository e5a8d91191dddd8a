import type { Context } from 'hono';
import { pickEncoding, type CachedBody } from './staticFiles.ts';

/** Cache-Control of files whose name carries their content's hash: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends a body in the encoding the browser accepts best; HEAD gets the headers alone. */
export function sendBody(
  c: Context,
  file: CachedBody,
  headers: Record<string, string>,
  status: 200 | 404 | 503 = 200,
): Response {
  const { body, encoding } = pickEncoding(file, c.req.header('accept-encoding') ?? '');
  const all: Record<string, string> = {
    'content-type': file.type,
    vary: 'Accept-Encoding',
    'content-length': String(body.length),
    ...headers,
  };
  if (encoding) all['content-encoding'] = encoding;
  if (c.req.method === 'HEAD') return c.body(null, status, all);
  return c.body(new Uint8Array(body), status, all);
}

/** The answer while an app's build is missing. */
export function notBuilt(c: Context, what: 'public site' | 'admin'): Response {
  return c.json({ error: `The ${what} is not built. Run "npm run build".` }, 503);
}
