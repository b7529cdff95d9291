// What a route group module (src/screens/<group>/routes.tsx) exports. The variant plugin registers
// a group's module only in the variants that have the group.
import type { MessageDescriptor } from '@lingui/core';
import { lazy, type ComponentType } from 'react';

export interface ScreenRoute {
  /** Path below the group, wouter syntax (`warehouse/info/:id?`). */
  path: string;
  title: MessageDescriptor;
  component: ComponentType<{ params: Record<string, string | undefined> }>;
  hidden?: boolean;
  guide?: { show: boolean; url: string };
}

export interface GroupRouteModule {
  routes: ScreenRoute[];
}

type ScreenComponent = ScreenRoute['component'];

/**
 * A screen whose code loads when it is first opened, in a chunk of its own (decision 041): for a
 * group whose routes chunk would pass its byte budget. The group's Suspense shows "Loading…"
 * meanwhile, and the navigation's indicator stays on until the screen is shown.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ScreenComponent): ScreenComponent {
  return lazy(async () => ({ default: pick(await load()) }));
}
