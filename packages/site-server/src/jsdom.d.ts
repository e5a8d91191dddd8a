// The one part of jsdom the site server uses: a window for DOMPurify. @types/jsdom is left out
// on purpose: vitest's optional types would then pull the DOM library into every package.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
