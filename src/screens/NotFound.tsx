// /404: where unknown paths end up.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';

export function NotFound() {
  const { t } = useLingui();
  return (
    <section data-testid="not-found">
      <h2>{t`Page not found`}</h2>
      <p>{t`The address you opened does not exist in this portal, or the area is not part of your build.`}</p>
      <Link href="/dashboard">{t`Go to the dashboard`}</Link>
    </section>
  );
}
