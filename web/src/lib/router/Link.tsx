/** Links inside the app: real `<a href>`s (new tab, copy link) that navigate in place on a plain click. */
import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { resolvePath } from './history.ts';
import { useHref, useLocation, useNavigate } from './Router.tsx';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier key, another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

export function Link({ to, replace, onClick, children, ...props }: LinkProps) {
  const href = useHref(to);
  const here = useHref(useLocation());
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event, props.target)) return;
        event.preventDefault();
        // A link to the page on screen replaces its entry rather than adding one, as React Router does.
        navigate(to, { replace: replace ?? href === here });
      }}
    >
      {children}
    </a>
  );
}

/** Whether `to` is the current page (`end`: exactly; otherwise it or a page below it). */
export function isActivePath(to: string, current: string, end: boolean): boolean {
  const target = resolvePath(to, { pathname: current, search: '', hash: '' }).pathname.toLowerCase();
  const path = current.toLowerCase();
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  if (trim(path) === trim(target)) return true;
  if (end) return false;
  return path.startsWith(target.endsWith('/') ? target : `${target}/`);
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that knows when it is the current page: `aria-current="page"` and an active class. */
export function NavLink({ end = false, className, ...props }: NavLinkProps) {
  const isActive = isActivePath(props.to, useLocation().pathname, end);
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Moves to `to` once rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
