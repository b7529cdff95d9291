// The contract's public face: the kernel, every area's public exports, and the registries derived
// from the areas' shells (shell.ts) and manifests (areas.ts, access.ts). It loads every area's
// endpoints: the server and the tests import it; the client's shell imports shell.ts instead.
export * from './kernel/endpoint';
export * from './kernel/envelope';
export * from './kernel/groups';
export * from './kernel/variants';
export * from './kernel/messages';
export * from './kernel/table';
export * from './kernel/area';
export * from './kernel/list-spec';
export * from './kernel/labels';
export * from './kernel/code-list';
export * from './kernel/filter-words';
export * from './kernel/import-types';
export * from './kernel/work-queue';
export * from './common';
export * from './asset';
export * from './inventory';
export * from './template';
export * from './separate';
export * from './order';
export * from './access';
export * from './shell';
export * from './areas';
