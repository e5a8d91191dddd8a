import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the site server at the origin's root. The manifest lets scripts/bench-site.ts find
// the entry chunk of `/` and its static imports (the first-load JavaScript budget).
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    // The CSP forbids inline scripts: keep the module preload polyfill out of index.html.
    modulePreload: { polyfill: false },
    // Images are files, never base64 in the JS (the JS budget is for code).
    assetsInlineLimit: 0,
  },
  server: { port: 61010, strictPort: true },
  preview: { port: 61010, strictPort: true },
});
