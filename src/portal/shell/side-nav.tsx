import { NavLink as RouterLink } from './links';
import { useCopy } from '../org-context';
import type { NavLink } from './nav-links';

/** The shell's link list: a sidebar on large screens, a drawer opened from the top bar on small ones. */
export function SideNav({ links, id, open, onNavigate }: { links: NavLink[]; id: string; open: boolean; onNavigate: () => void }) {
  const copy = useCopy();
  return (
    <nav id={id} className={`side-nav ${open ? 'side-nav--open' : ''}`} aria-label={copy('nav.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a href={link.href} onClick={onNavigate}>{copy(link.label)}</a>
            ) : (
              <RouterLink to={link.href} end onClick={onNavigate}>{copy(link.label)}</RouterLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
