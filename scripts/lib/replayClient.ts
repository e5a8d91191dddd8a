// The benchmarks' stand-ins for many browsers on one machine: connections from loopback addresses
// of their own, and the exact requests supabase-js makes, recorded once and replayed.
import http from 'node:http';
import { createClient } from '@supabase/supabase-js';

/** A keep-alive agent whose connections leave from `localAddress` (any 127.x.y.z is this machine). */
export const agentFrom = (localAddress: string) =>
  new http.Agent({ keepAlive: true, localAddress } as http.AgentOptions);

/** A fetch for supabase-js whose requests go through `agent`. */
export function fetchThrough(agent: http.Agent): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const headers: Record<string, string> = {};
      new Headers(init.headers ?? {}).forEach((value, name) => (headers[name] = value));
      if (typeof init.body === 'string') headers['content-length'] = String(Buffer.byteLength(init.body));
      const req = http.request(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500, headers: out }));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      if (typeof init.body === 'string') req.write(init.body);
      req.end();
    });
}

/** An HTTP request, as supabase-js makes it. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The request supabase-js makes for `rpc(fn, args)` (URL, headers and body), recorded instead of
 * sent. A benchmark's clients replay these bytes, so that the machine's processors serve the
 * requests rather than many client libraries that stand for browsers elsewhere.
 */
export async function recordRpc(
  api: { url: string; anonKey: string },
  fn: string,
  args: object,
): Promise<RecordedRequest> {
  let recorded: RecordedRequest | undefined;
  const client = createClient(api.url, api.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: (input, init = {}) => {
        const headers: Record<string, string> = {};
        new Headers(init.headers ?? {}).forEach((value, name) => (headers[name] = value));
        const body = String(init.body);
        // As a browser's fetch sends it: the length known, not chunked.
        headers['content-length'] = String(Buffer.byteLength(body));
        recorded = { url: String(input), method: init.method ?? 'GET', headers, body };
        return Promise.resolve(Response.json(null));
      },
    },
  });
  await client.rpc(fn, args as never);
  if (!recorded) throw new Error(`supabase-js made no request for ${fn}`);
  return recorded;
}

/** Sends a recorded request through `agent`; its status and body (status 0: the connection failed). */
export function send(agent: http.Agent, request: RecordedRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      request.url,
      { method: request.method, headers: request.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 500, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', (err) => resolve({ status: 0, body: err.message }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, body: err.message }));
    req.end(request.body);
  });
}

/**
 * Sends a recorded request through `agent`. Resolves with nothing when it is answered 2xx, else
 * with the error (PostgREST's answer, or the connection's failure), which the benchmark counts.
 */
export async function replay(agent: http.Agent, request: RecordedRequest): Promise<unknown> {
  const { status, body } = await send(agent, request);
  return status >= 200 && status < 300 ? undefined : body || status;
}
