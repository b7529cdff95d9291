// Which route group an endpoint belongs to, and whether it changes that group's data. The server
// refuses a call when the caller's role does not grant the group, and a changing call when the
// role may only view the group (spec section 6 names no key for this; see docs/domain.md, "Users,
// roles and accounts"). The client uses the same answer to hide what the user may not do.
// Cross-cutting calls (user, menu, table settings, export centre) belong to no group.
import type { GroupId } from './kernel/groups';
import { contractAreas } from './areas';
import { importTypeGroups, isChangingCall, isImportType, readsByPost } from './shell';
import { confKeyImportType } from './common/images';

/** The group of each endpoint id prefix, from the areas' manifests (the reads sent as POST are the shells'). */
const areaGroups: Readonly<Record<string, GroupId>> = Object.assign({}, ...contractAreas.map((a) => a.groups));

export interface EndpointAccess {
  group: GroupId;
  /** True when the call changes the group's data (needs the role's manage access). */
  writes: boolean;
}

/**
 * The group and kind of a call. Import calls belong to the group of the import type they name
 * (path `importType`, or the upload's `bizType`), so their access needs the validated input; the
 * records list names no type and shows only the types whose groups the role grants.
 */
export function endpointAccess(
  endpoint: { id: string; method: string },
  input?: { params?: unknown; body?: unknown; query?: unknown },
): EndpointAccess | undefined {
  if (groupFromInput(endpoint)) {
    const confKey = (input?.body as { confKey?: string } | undefined)?.confKey ?? (input?.query as { confKey?: string } | undefined)?.confKey;
    const type =
      (input?.params as { importType?: string } | undefined)?.importType ??
      (input?.body as { bizType?: string } | undefined)?.bizType ??
      (input?.query as { bizType?: string } | undefined)?.bizType ??
      (confKey ? confKeyImportType(confKey) : undefined);
    const group = isImportType(type) ? importTypeGroups[type] : undefined;
    if (!group) return undefined;
    return { group, writes: endpoint.method !== 'GET' && !readsByPost.has(endpoint.id) };
  }
  const group = areaGroups[endpoint.id.slice(0, endpoint.id.indexOf('.'))];
  if (!group) return undefined;
  return { group, writes: endpoint.method !== 'GET' && !readsByPost.has(endpoint.id) };
}

/** Import calls and upload configurations: their group is that of the import type their input names. */
const groupFromInput = (endpoint: { id: string }) => endpoint.id.startsWith('import.') || endpoint.id.startsWith('upload.config');

export { isChangingCall };

/**
 * Changing calls that declare no access: neither a route group (by area, or by the import type
 * their input names) nor what else they change (`changes` on the descriptor). The server refuses
 * to start while there is one, so a new common call cannot be left open to a view-only role.
 */
export function undeclaredChangingCalls(endpoints: readonly { id: string; method: string; changes?: string }[]): string[] {
  return endpoints
    .filter((e) => isChangingCall(e) && !e.changes && !groupFromInput(e) && !areaGroups[e.id.slice(0, e.id.indexOf('.'))])
    .map((e) => e.id);
}

/** The group whose data a list (bizType `area.name`) shows: exports of it need that group. */
export function bizTypeGroup(bizType: string): GroupId | undefined {
  return areaGroups[bizType.slice(0, bizType.indexOf('.'))];
}
