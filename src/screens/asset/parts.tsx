// Small pieces the asset screens share: the page heading with its way back, field labels by name.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { AssetField } from '../../resources/asset/fields';
import { t } from './texts';

/** The page heading; `name` is the record's own name (data: not translated, translate="no"). */
export function PageHeader({ title, name, back, backLabel }: { title: string; name?: string; back: string; backLabel?: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <h2 id="asset-page-title">
        {title}
        {name ? (
          <>
            : <span translate="no">{name}</span>
          </>
        ) : null}
      </h2>
      <p>
        <Link href={back} data-testid="asset-back">
          {backLabel ? `← ${backLabel}` : i18n._(t.back)}
        </Link>
      </p>
    </>
  );
}

export const fieldLabelsOf = (fields: readonly AssetField[]): Record<string, MessageDescriptor> => Object.fromEntries(fields.map((f) => [f.name, f.label]));

/** A route parameter as text (wouter may hand it over still encoded). */
export function paramText(v: string | undefined): string {
  if (!v) return '';
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
