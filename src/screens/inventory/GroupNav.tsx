// Links between the warehouse group screens (list, relation map, shop binding, warehouse binding).
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';

export function GroupNav() {
  const { t } = useLingui();
  const [location] = useLocation();
  const links = [
    { href: '/group', label: t`Warehouse groups` },
    { href: '/group/relation', label: t`Group relations` },
    { href: '/group/shop', label: t`Shop group binding` },
    { href: '/group/warehouse', label: t`Group warehouses` },
  ];
  return (
    <nav aria-label={t`Warehouse group screens`}>
      <ul className="group-nav">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} aria-current={location === l.href ? 'page' : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
