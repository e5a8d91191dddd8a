import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two builds (npm run build):
// - the browser's (dist/): served by the site server at the origin's root, or by any static
//   host as a client-rendered app. Its manifest tells the server which files each page needs
//   (and scripts/bench-site.ts the first-load JavaScript); the server never serves it.
// - the server's (dist-server/entry-server.js, `vite build --ssr`): the site server imports it to
//   render each page. Asset URLs are the same in both builds (content hashes).
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react()],
  // The server build carries its own production React (and the rest of its dependencies), so it
  // renders in production mode whatever NODE_ENV the process that imports it has.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        assetsInlineLimit: 0,
        rollupOptions: { input: 'src/server/entry-server.tsx' },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        // Two entries: the app (index.html: hydrates a page, or renders one on a static host) and
        // the plain page's script (src/plain/main.ts: the frame's behaviour, without React).
        rollupOptions: { input: { index: 'index.html', plain: 'src/plain/main.ts' } },
        manifest: true,
        // No module preload helper (nor its polyfill, an inline script the CSP forbids): the app's
        // chunks load after the page, as the browser loads any module graph; the helper's <link>
        // per chunk was main-thread work while the app started (docs/public-site.md, Hydration).
        modulePreload: false,
        // Images are files, never base64 in the JS (the JS budget is for code).
        assetsInlineLimit: 0,
        // One stylesheet for the whole site (about 6 KB gzip). The server puts it inline into
        // every page, so no page's code ever loads a stylesheet again when it hydrates.
        cssCodeSplit: false,
      },
  server: { port: 61010, strictPort: true },
  preview: { port: 61010, strictPort: true },
}));
