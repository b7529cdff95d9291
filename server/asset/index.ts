// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export * from './common';
export * from './formula';
export * from './list-cart';
export * from './messages';
export * from './seed';
