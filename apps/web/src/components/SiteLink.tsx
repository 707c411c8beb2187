import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface SiteLinkProps {
  to: string;
  /** A function receives whether the link is the current page (the header's nav links). */
  className?: string | ((state: { isActive: boolean }) => string);
  children: ReactNode;
}

/**
 * A plain navigation: the static pages (the landing page, the sign-in and registration islands)
 * have no router, and the page a link opens is served prerendered or boots the app itself.
 */
function PlainLink({ to, className, children }: SiteLinkProps) {
  const cls = typeof className === 'function' ? className({ isActive: false }) : className;
  return (
    <a href={to} className={cls}>
      {children}
    </a>
  );
}

const LinkComponent = createContext<ComponentType<SiteLinkProps>>(PlainLink);

/** Inside the app, RootLayout provides router links (RouterSiteLink) here. */
export const SiteLinkProvider = LinkComponent.Provider;

/**
 * A link of a component that also runs without the router: the marketing chrome, the landing
 * page, the logo and the auth screens' card. They stay free of react-router so that the static
 * pages' entries (src/landing.tsx, src/auth.tsx) do not download it (decision 0046).
 */
export function SiteLink(props: SiteLinkProps) {
  const Component = useContext(LinkComponent);
  return <Component {...props} />;
}
