// Requests an HTTP client would refuse to send, written to a socket as they arrive from the wire.
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { createSiteApp } from './app.ts';
import { listen, type RunningSiteServer } from './index.ts';
import { StaticFiles } from './staticFiles.ts';

let root: string;
let server: RunningSiteServer;
const render = vi.fn<SiteRenderer['render']>(async (url) => ({
  status: 200,
  html: `<p>${url.pathname}</p>`,
}));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-server-raw-'));
  const options = {
    supabaseUrl: 'http://127.0.0.1:54321',
    anonKey: 'anon',
    siteUrl: 'https://academy.example',
    publicDist: path.join(root, 'public'),
    adminDist: path.join(root, 'admin'),
    imageCacheDir: path.join(root, 'images'),
  };
  const app = createSiteApp(options, {
    renderer: { pageUrl: (url) => new URL(url.pathname, url), render, sitemap: async () => null },
    publicFiles: new StaticFiles(options.publicDist, new Set()),
    adminFiles: new StaticFiles(options.adminDist, new Set()),
  });
  server = await listen(app, { host: '127.0.0.1', port: 0, supabaseUrl: options.supabaseUrl });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  statusLine: string;
  headers: Map<string, string>;
}

/** Writes `request` as it is to the server and reads the answer's status line and headers. */
function raw(request: string): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), statusLine, headers });
    });
  });
}

const get = (target: string, host = 'academy.example') =>
  raw(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

function consentPost(returnValue: string): Promise<RawAnswer> {
  const body = `choice=accepted&return=${returnValue}`;
  return raw(
    'POST /_consent HTTP/1.1\r\nHost: academy.example\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function expectSecurityHeaders(answer: RawAnswer): void {
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
}

describe('malformed requests', () => {
  it('sends an address with an empty segment to the address without it, never off-site', async () => {
    for (const [target, location] of [
      ['//', '/'],
      ['//evil.example/x?y=1', '/evil.example/x?y=1'],
      ['/es//about', '/es/about'],
    ] as const) {
      const answer = await get(target);
      expect(answer.status, target).toBe(308);
      expect(answer.headers.get('location'), target).toBe(location);
      expectSecurityHeaders(answer);
    }
  });

  it('sends a cookie choice whose return address has a control character back home, as a 303', async () => {
    // Line feed, vertical tab, carriage return, tab, NUL (percent-encoded in the form body).
    for (const value of ['/a%0Ab', '/a%0Bb', '/a%0Db', '/%09/evil.example', '/%0A/evil.example', '/a%00']) {
      const answer = await consentPost(value);
      expect(answer.statusLine, value).toBe('HTTP/1.1 303 See Other');
      expect(answer.headers.get('location'), value).toBe('/#cookie-choice-saved');
      expect(answer.headers.get('set-cookie'), value).toMatch(/^site_consent=accepted;/);
      expectSecurityHeaders(answer);
    }
  });

  it('answers a request no URL can be made of with a JSON 400 and the security headers', async () => {
    for (const answer of [
      await get('/a\\b'),
      await get('*'),
      await get('/about', 'bad host'),
      await raw('GET /about HTTP/1.1\r\nConnection: close\r\n\r\n'),
      await raw('GET /about HTTP/1.1\r\nHost academy.example\r\nConnection: close\r\n\r\n'),
      await raw('GET /about HTTP/1.1\r\nHost: academy.example\r\nX-Test: a\x01b\r\n\r\n'),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expectSecurityHeaders(answer);
    }
  });

  it("renders an absolute-form request's page for the site's own origin", async () => {
    render.mockClear();
    const answer = await get('http://evil.example/team');
    expect(answer.status).toBe(200);
    expect(render.mock.calls[0]![0].href).toBe('https://academy.example/team');
  });
});
