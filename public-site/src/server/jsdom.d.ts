// The one part of jsdom the renderer's tests use: a window for DOMPurify, as the site server
// gives it. @types/jsdom is left out on purpose: vitest's optional types would then pull the
// DOM library into every package.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
