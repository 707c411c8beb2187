import { Mail } from 'lucide-react';
import { paths, SUPPORT_EMAIL } from '../../../lib/paths';
import { SiteLink } from '../../../components/SiteLink';

const columns = [
  {
    title: 'Product',
    links: [
      { to: paths.features, label: 'Features' },
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.security, label: 'Security' },
      { to: paths.doBusiness, label: 'Do Business' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About' },
      { to: paths.contact, label: 'Contact' },
      { to: paths.careers, label: 'Careers' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: `${paths.legal}?tab=privacy`, label: 'Privacy Policy' },
      { to: `${paths.legal}?tab=terms`, label: 'Terms of Service' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-ink-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="md:col-span-2">
          <SiteLink to={paths.landing} className="inline-flex items-center gap-2 rounded-lg">
            <img src="/logo.svg" alt="" width={28} height={28} className="size-7" />
            <span className="text-lg font-bold text-brand-700">Vouch</span>
          </SiteLink>
          <p className="mt-3 max-w-xs text-sm text-ink-600">
            Identity verification for people and businesses in Nigeria. Verify once, and let the
            people you deal with check you before they pay.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {SUPPORT_EMAIL}
          </a>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-3">
          {columns.map((col) => (
            <div key={col.title}>
              <h2 className="text-sm font-semibold text-ink-900">{col.title}</h2>
              <ul className="mt-3 space-y-2">
                {col.links.map((l) => (
                  <li key={l.to}>
                    <SiteLink
                      to={l.to}
                      className="text-sm text-ink-600 underline-offset-4 hover:text-brand-700 hover:underline"
                    >
                      {l.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-ink-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-ink-600 sm:px-6">
          © 2024 Vouch. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
