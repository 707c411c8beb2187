import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { vouchI18n } from './build/i18n';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [vouchI18n(), react(), tailwindcss(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Report gzip sizes; scripts/check-bundle.mjs enforces the landing page's budget.
    reportCompressedSize: true,
    // build/prerender.ts reads it to preload a prerendered screen's lazy chunks (then deletes it).
    manifest: true,
    // The capture steps' face detector (Human with TensorFlow.js, ~1.6 MB, 410 kB gzipped) is one
    // lazy chunk loaded only there; the landing page's budget is what check-bundle enforces.
    chunkSizeWarningLimit: 1700,
    rollupOptions: {
      // The app, and the static landing page's shell with its own small entry (src/landing.tsx).
      // The sign-in and registration pages (auth.html) are built on their own: build/prerender.ts.
      input: { index: 'index.html', landing: 'landing.html' },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
