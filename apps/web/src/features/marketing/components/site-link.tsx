import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface SiteLinkProps {
  to: string;
  /** A function receives whether the link is the current page (the header's nav links). */
  className?: string | ((state: { isActive: boolean }) => string);
  children: ReactNode;
}

/**
 * A plain navigation: the static landing page (landing/) has no router, and the page a link
 * opens is served prerendered or boots the app itself.
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

/** Inside the app, PublicLayout provides router links (RouterSiteLink) here. */
export const SiteLinkProvider = LinkComponent.Provider;

/**
 * A link of the marketing chrome and the landing page. Those components stay free of
 * react-router so that the landing page's entry (src/landing.tsx) does not download it.
 */
export function SiteLink(props: SiteLinkProps) {
  const Component = useContext(LinkComponent);
  return <Component {...props} />;
}
