// Build of the dev-only UI kit harness (e2e/ui-kit/harness/*.html): not part of any portal variant.
// `npx vite build -c e2e/ui-kit/harness/vite.config.ts --outDir <tmp>`; the ui-kit spec and the bench do this.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: process.env.HARNESS_OUT ?? fileURLToPath(new URL('../../../node_modules/.cache/ui-harness', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: {
        table: fileURLToPath(new URL('./table.html', import.meta.url)),
        kit: fileURLToPath(new URL('./kit.html', import.meta.url)),
      },
    },
  },
});
