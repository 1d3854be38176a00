import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the history entry rather than adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the portal: an anchor with the page's address, followed in the app (the router's
 * navigation) on a plain click, as the browser's own on a modified click (a new tab, a download). The
 * router's own Link does the same and also carries its framework mode's prefetching, view transitions and
 * absolute-URL handling, which no page of ours uses: this one keeps them off the first screen's script.
 */
export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}

/**
 * A link in a navigation list: marked as the current page (`aria-current="page"`, class `active`) when the
 * location is its page or, unless `end`, a page below it.
 */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const own = useResolvedPath(props.to).pathname;
  const here = pathname.toLowerCase();
  const target = own.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const current = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
  const classes = [className, current ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...props} className={classes} aria-current={current ? 'page' : undefined} />;
}
