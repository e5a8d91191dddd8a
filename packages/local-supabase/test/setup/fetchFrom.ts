import http from 'node:http';

/**
 * A fetch whose requests leave from a given loopback address (127.0.0.2, 127.0.0.3, ...), so a
 * test can be several clients: every 127.x address reaches the loopback interface, and the
 * server sees each as its own client address. Enough of fetch for supabase-js and plain calls.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const headers = Object.fromEntries(new Headers(init.headers ?? {}));
      const req = http.request(url, { method: init.method ?? 'GET', headers, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const status = res.statusCode ?? 500;
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: out }));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      if (typeof init.body === 'string') req.write(init.body);
      req.end();
    });
}
