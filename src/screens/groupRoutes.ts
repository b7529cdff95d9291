// What a route group module (src/screens/<group>/routes.tsx) exports. The variant plugin registers
// a group's module only in the variants that have the group.
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

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
