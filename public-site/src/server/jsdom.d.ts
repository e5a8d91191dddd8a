// The parts of jsdom the renderer's tests use: a window for DOMPurify, as the site server gives
// it, and a page opened as a browser with a cookie opens it (its inline script run). @types/jsdom
// is left out on purpose: vitest's optional types would then pull the DOM library into every
// package.
declare module 'jsdom' {
  export class CookieJar {
    setCookieSync(cookie: string, url: string): void;
  }
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; runScripts?: 'dangerously'; cookieJar?: CookieJar });
    readonly window: object & typeof globalThis & Window;
  }
}
