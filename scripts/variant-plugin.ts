// Vite plugin behind `virtual:variant` (the chosen variant's config) and
// `virtual:variant-routes` (lazy route modules of the route groups this variant has AND that are
// built: src/screens/<group>/routes.tsx). A group that is not built yet is simply not registered.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { variantIdSchema, variantCores, type VariantId } from '../src/contract/kernel/variants';

export function resolveVariantId(raw: string | undefined): VariantId {
  const parsed = variantIdSchema.safeParse(raw ?? 'tof');
  if (!parsed.success) throw new Error(`Unknown VARIANT "${raw}". Use one of: ${variantIdSchema.options.join(', ')}`);
  return parsed.data;
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** Groups of the variant whose screens exist in this tree. */
export function builtGroups(variant: VariantId): string[] {
  return variantCores[variant].groups.filter((g) => fs.existsSync(path.join(ROOT, 'src/screens', g, 'routes.tsx')));
}

export function variantPlugin(variant: VariantId): Plugin {
  const ids = { config: 'virtual:variant', routes: 'virtual:variant-routes' };
  return {
    name: 'wharf-variant',
    resolveId(id) {
      if (id === ids.config || id === ids.routes) return '\0' + id;
      return null;
    },
    load(id) {
      if (id === '\0' + ids.config) {
        const file = path.join(ROOT, 'src/variants', `${variant}.ts`).replaceAll('\\', '/');
        // Each src/variants/<id>.ts exports its config under the camel-cased id (cds-admin -> cdsAdmin).
        const name = variant.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
        return `export { ${name} as default } from ${JSON.stringify(file)};`;
      }
      if (id === '\0' + ids.routes) {
        const groups = builtGroups(variant);
        const entries = groups.map((g) => {
          const file = path.join(ROOT, 'src/screens', g, 'routes.tsx').replaceAll('\\', '/');
          return `  ${JSON.stringify(g)}: () => import(${JSON.stringify(file)}),`;
        });
        return `export const groupRoutes = {\n${entries.join('\n')}\n};\n`;
      }
      return null;
    },
  };
}
