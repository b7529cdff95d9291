// One build per variant: `VARIANT=<id> vite build` writes dist/<id>/. The virtual modules of
// scripts/variant-plugin.ts give the composition root that variant's config and only its own
// route groups, so a variant's bundle holds nothing of the others.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { variantPlugin, resolveVariantId } from './scripts/variant-plugin';

const variant = resolveVariantId(process.env.VARIANT);

export default defineConfig({
  plugins: [
    variantPlugin(variant),
    babel({
      // Only files that use Lingui macros go through Babel; the rest stays on Oxc.
      include: [/\/src\/.*\.[jt]sx?$/],
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
  ],
  build: {
    outDir: `dist/${variant}`,
    emptyOutDir: true,
    manifest: true,
    sourcemap: process.env.SOURCEMAP === '1',
    target: 'es2022',
  },
  server: { proxy: { '/back': 'http://localhost:8080', '/gateway': 'http://localhost:8080' } },
});
