// The sidebar menu (spec section 2): 366px wide, light grey, a tree of links. Parents expand and
// collapse with a button; links are plain anchors handed in by the caller (client-side routing).
// As a drawer (a phone's width) it lies over the content behind a backdrop: opening moves the
// focus into it, Escape or a tap on the backdrop asks the caller to close it (`onDismiss`).
// With a `brand` (spec section 9: "sidebar logo on") it starts with the product's logo and name.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface SidebarItem {
  id: string;
  label: string;
  url: string;
  icon: string;
  children: SidebarItem[];
}

export interface SidebarProps {
  items: SidebarItem[];
  open: boolean;
  activePath: string;
  label: string;
  renderLink(item: SidebarItem, active: boolean): ReactNode;
  /** Shown as a drawer over the content rather than a column beside it. */
  drawer?: boolean;
  /** Escape or the backdrop while it is a drawer. */
  onDismiss?(): void;
  /** The product's logo and name above the menu (the variant's sidebarLogo flag); none: no logo. */
  brand?: { name: string };
}

/**
 * The product's logo: a mark in the theme's primary colour with the name's first letter. It is
 * decoration beside the name (aria-hidden), so the name is read once.
 */
export function BrandLogo({ name }: { name: string }) {
  const letter = (name.trim()[0] ?? '').toUpperCase();
  return (
    <svg className="brand-logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" data-testid="sidebar-logo">
      <rect width="32" height="32" rx="7" />
      <text x="16" y="22" textAnchor="middle" fontSize="18" fontWeight="700" fontFamily="sans-serif">
        {letter}
      </text>
    </svg>
  );
}

const covers = (url: string, path: string) => path === url || path.startsWith(url + '/');

/** The one leaf the path belongs to: the longest url that covers it (/a/b/c beats /a/b). */
function bestLeaf(items: SidebarItem[], path: string): string | null {
  let best: string | null = null;
  const walk = (list: SidebarItem[]) =>
    list.forEach((i) => {
      if (i.children.length) walk(i.children);
      else if (covers(i.url, path) && (!best || i.url.length > best.length)) best = i.url;
    });
  walk(items);
  return best;
}

export function Sidebar({ items, open, activePath, label, renderLink, drawer = false, onDismiss, brand }: SidebarProps) {
  const active = bestLeaf(items, activePath) ?? activePath;
  const navRef = useRef<HTMLElement>(null);
  const modal = drawer && open;
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!modal) return;
    // the current entry, else the first one: where a keyboard user continues from
    const nav = navRef.current;
    (nav?.querySelector<HTMLElement>('[aria-current="page"]') ?? nav?.querySelector<HTMLElement>('a, button'))?.focus();
    // Escape closes it wherever the focus is (the header stays reachable beside the drawer)
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss.current?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [modal]);
  const className = ['sidebar', open ? 'open' : 'closed', drawer ? 'drawer' : ''].filter(Boolean).join(' ');
  return (
    <>
      {modal ? <div className="drawer-backdrop" aria-hidden="true" data-testid="drawer-backdrop" onClick={onDismiss} /> : null}
      <nav
        ref={navRef}
        id="sidebar"
        className={className}
        aria-label={label}
        hidden={!open}
        data-testid="sidebar"
      >
        {brand ? (
          <div className="sidebar-brand" data-testid="sidebar-brand">
            <BrandLogo name={brand.name} />
            {/* a brand name, the same in every language */}
            <span className="sidebar-brand-name" translate="no">
              {brand.name}
            </span>
          </div>
        ) : null}
        <ul className="menu">
          {items.map((item) => (
            <SidebarNode key={item.id} item={item} activePath={active} renderLink={renderLink} />
          ))}
        </ul>
      </nav>
    </>
  );
}

function SidebarNode({ item, activePath, renderLink }: { item: SidebarItem; activePath: string; renderLink: SidebarProps['renderLink'] }) {
  const inside = covers(item.url, activePath);
  const [expanded, setExpanded] = useState(inside);
  if (item.children.length === 0) {
    const current = activePath === item.url;
    return <li className={current ? 'menu-item active' : 'menu-item'}>{renderLink(item, current)}</li>;
  }
  const listId = `menu-${item.id}`;
  return (
    <li className="menu-group">
      <button type="button" className="menu-group-toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
        <span className={`icon icon-${item.icon}`} aria-hidden="true" />
        {item.label}
      </button>
      <ul id={listId} className="menu" hidden={!expanded}>
        {item.children.map((c) => (
          <SidebarNode key={c.id} item={c} activePath={activePath} renderLink={renderLink} />
        ))}
      </ul>
    </li>
  );
}
