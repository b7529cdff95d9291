// Loaded by index.html as a classic script, so it runs before every module of the app: zod then
// never probes `new Function` (the CSP forbids eval) whatever order the bundler gives the chunks.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
