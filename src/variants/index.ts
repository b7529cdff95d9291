// The 13 variants of spec section 1, one config each (src/variants/<id>.ts), validated by
// variantConfigSchema. Only the composition root reads the variant (design section 3).
import type { VariantId } from '../contract/kernel/variants';
import { PRIMARY_VARIANT, variantIdSchema } from '../contract/kernel/variants';
import type { VariantConfig } from './schema';
import { tof } from './tof';
import { scs } from './scs';
import { scm } from './scm';
import { vms } from './vms';
import { fobt } from './fobt';
import { ita } from './ita';
import { ecol } from './ecol';
import { cbdc } from './cbdc';
import { dms } from './dms';
import { cds } from './cds';
import { cdsAdmin } from './cds-admin';
import { spalding } from './spalding';
import { mm } from './mm';

export * from './schema';

export const variants: Record<VariantId, VariantConfig> = { tof, scs, scm, vms, fobt, ita, ecol, cbdc, dms, cds, 'cds-admin': cdsAdmin, spalding, mm };

/**
 * The config of a variant id (the build's VARIANT); the primary variant (tof) when none is given.
 * An unknown id throws: a build for a variant that does not exist is a configuration error.
 */
export function getVariant(id?: string | null): VariantConfig {
  if (id === undefined || id === null || id === '') return variants[PRIMARY_VARIANT];
  const parsed = variantIdSchema.safeParse(id);
  if (!parsed.success) throw new Error(`unknown variant "${id}"; expected one of ${variantIdSchema.options.join(', ')}`);
  return variants[parsed.data];
}

/** The variant whose application id this is (menu key, template and config calls). */
export function variantOfAppId(appId: string): VariantConfig | undefined {
  return Object.values(variants).find((v) => v.appId === appId);
}

/** Document title: "<route title> - <variant title>", or the variant title alone, in `lang`. */
export function documentTitle(variant: VariantConfig, routeTitle?: string | null, lang: keyof VariantConfig['title'] = 'en'): string {
  const title = variant.title[lang];
  return routeTitle ? `${routeTitle} - ${title}` : title;
}
