// Import types (the bulk import pipeline of the template area) belong to the areas whose data
// their rows change: each area declares its own in its shell (`imports`, kernel/area.ts), and
// src/contract/shell.ts derives the list, the labels and the groups from the shells. The
// pipeline's schemas check a type against the registry here rather than a list, so the template
// area never imports the areas that own the types (shell.ts imports every shell: a cycle).
// As with option names, a module that validates import types must have loaded shell.ts (the
// contract's index does, and so do the services).
import type { AnyEndpoint } from './endpoint';
import type { GroupId } from './groups';
import type { LabelPair } from './labels';

export interface ImportTypeDeclaration {
  /** The type's name in both languages: the import screens' picker and records, the template file. */
  label: LabelPair;
  /**
   * The route group whose data its rows change: a role needs it granted to see the type and
   * managed to upload. The declaring area's group (its name) unless given.
   */
  group?: GroupId;
  /**
   * The area's own upload call for this type (multipart `file` and `timeZone`, answering the import
   * record, always stopping at review): the import screens send a file of this type through it
   * rather than the pipeline's generic upload (spec section 7 "Orders": the order upload). A
   * loader (`() => import('./uploads').then((m) => m.call)`): the shell holds no endpoint, the
   * call loads with the area's contract when an upload needs it (decision 035).
   */
  upload?: () => Promise<AnyEndpoint>;
}

/** An area's import types, by name (the name is the `{importType}` of the pipeline's paths). */
export type AreaImports = Readonly<Record<string, ImportTypeDeclaration>>;

/** What a name must look like: it is a path segment, an upload configuration's key and a column value. */
export const importTypeNamePattern = /^[a-z][A-Za-z0-9]{0,63}$/;

const knownImportTypes = new Set<string>();
export const registerImportTypes = (types: readonly string[]): void => types.forEach((t) => knownImportTypes.add(t));
export const isKnownImportType = (type: string): boolean => knownImportTypes.has(type);
