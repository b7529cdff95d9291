// The sidebar's brand (spec section 9, "sidebar logo on"): with the variant's flag on the root
// hands the sidebar a brand and it shows the logo and the sub-product name above the menu; with
// the flag off, no brand, and the menu starts at once.
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar, type SidebarItem } from '../../../src/ui/Sidebar';
import { cleanup, render } from './render';

afterEach(cleanup);

const items: SidebarItem[] = [{ id: '1', label: 'Orders', url: '/order/list', icon: 'order', children: [] }];
const link = (item: SidebarItem) => <a href={item.url}>{item.label}</a>;

describe('Sidebar brand', () => {
  it('shows the logo and the name before the menu when given a brand', async () => {
    const { container } = await render(<Sidebar items={items} open activePath="/" label="Main menu" renderLink={link} brand={{ name: 'Wharf SCS' }} />);
    const brand = container.querySelector('[data-testid="sidebar-brand"]');
    expect(brand?.textContent).toContain('Wharf SCS');
    expect(brand?.getAttribute('translate')).toBeNull();
    expect(brand?.querySelector('[translate="no"]')?.textContent).toBe('Wharf SCS');
    const logo = container.querySelector('[data-testid="sidebar-logo"]');
    expect(logo?.getAttribute('aria-hidden')).toBe('true');
    expect(logo?.textContent).toBe('W');
    // the brand comes first in the navigation, and is neither a link nor a button
    const nav = container.querySelector('nav')!;
    expect(nav.firstElementChild).toBe(brand);
    expect(brand?.querySelector('a, button')).toBeNull();
  });

  it('shows no logo without a brand (the flag off)', async () => {
    const { container } = await render(<Sidebar items={items} open activePath="/" label="Main menu" renderLink={link} />);
    expect(container.querySelector('[data-testid="sidebar-brand"]')).toBeNull();
    expect(container.querySelector('[data-testid="sidebar-logo"]')).toBeNull();
  });
});
