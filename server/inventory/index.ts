// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export * from './messages';
export * from './seed';
export * from './shared';
