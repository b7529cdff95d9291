// Catalogs: English source, Simplified Chinese. The build and `npm test` fail on a missing
// translation (vite plugin failOnMissing + scripts/check-catalogs.mjs).
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN'],
  fallbackLocales: false,
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false, printPlaceholdersInComments: false }),
});
