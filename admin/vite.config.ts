import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The admin's own top-level pages (the site server maps them to admin/dist/index.html).
const TOP_LEVEL_PAGES = /^\/(login|unauthorized|forgot-password|set-password)(\/|\?|#|$)/;

/** `vite dev` answers the top-level pages with the app too, as the site server does in production. */
function topLevelPages(): Plugin {
  return {
    name: 'academy-admin-top-level-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && TOP_LEVEL_PAGES.test(req.url)) req.url = '/admin/';
        next();
      });
    },
  };
}

// Served by the site server under /admin/, so every asset URL is absolute under /admin/.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), topLevelPages()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The CSP forbids inline scripts: keep the module preload polyfill out of index.html.
    modulePreload: { polyfill: false },
    // scripts/bench-admin.ts reads the chunk graph from it.
    manifest: true,
    // The HEIC decoder (about 3 MB, WebAssembly inside) loads only when a HEIC photo is picked.
    chunkSizeWarningLimit: 3100,
  },
  server: { port: 62010, strictPort: true },
});
