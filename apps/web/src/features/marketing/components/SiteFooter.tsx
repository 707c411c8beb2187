import { Mail } from 'lucide-react';
import { paths, SUPPORT_EMAIL } from '../../../lib/paths';
import { SiteLink } from '../../../components/SiteLink';
import { defineMessages, useIntl } from '../../../i18n';

const m = defineMessages({
  product: { id: 'site.footer.product', defaultMessage: 'Product', description: 'Column heading' },
  company: { id: 'site.footer.company', defaultMessage: 'Company', description: 'Column heading' },
  legal: { id: 'site.footer.legal', defaultMessage: 'Legal', description: 'Column heading' },
  features: { id: 'site.footer.features', defaultMessage: 'Features' },
  pricing: { id: 'site.footer.pricing', defaultMessage: 'Pricing' },
  security: { id: 'site.footer.security', defaultMessage: 'Security' },
  doBusiness: { id: 'site.footer.doBusiness', defaultMessage: 'Do Business' },
  about: { id: 'site.footer.about', defaultMessage: 'About' },
  contact: { id: 'site.footer.contact', defaultMessage: 'Contact' },
  careers: { id: 'site.footer.careers', defaultMessage: 'Careers' },
  privacy: { id: 'site.footer.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'site.footer.terms', defaultMessage: 'Terms of Service' },
  tagline: {
    id: 'site.footer.tagline',
    defaultMessage:
      'Identity verification for people and businesses in Nigeria. Verify once, and let the people you deal with check you before they pay.',
  },
  nav: {
    id: 'site.footer.nav',
    defaultMessage: 'Footer',
    description: 'Label of the footer links',
  },
  rights: { id: 'site.footer.rights', defaultMessage: '© 2024 Vouch. All rights reserved.' },
});

const columns = [
  {
    title: m.product,
    links: [
      { to: paths.features, label: m.features },
      { to: paths.pricing, label: m.pricing },
      { to: paths.security, label: m.security },
      { to: paths.doBusiness, label: m.doBusiness },
    ],
  },
  {
    title: m.company,
    links: [
      { to: paths.about, label: m.about },
      { to: paths.contact, label: m.contact },
      { to: paths.careers, label: m.careers },
    ],
  },
  {
    title: m.legal,
    links: [
      { to: `${paths.legal}?tab=privacy`, label: m.privacy },
      { to: `${paths.legal}?tab=terms`, label: m.terms },
    ],
  },
] as const;

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="border-t border-ink-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="md:col-span-2">
          <SiteLink to={paths.landing} className="inline-flex items-center gap-2 rounded-lg">
            <img src="/logo.svg" alt="" width={28} height={28} className="size-7" />
            <span className="text-lg font-bold text-brand-700">Vouch</span>
          </SiteLink>
          <p className="mt-3 max-w-xs text-sm text-ink-600">{intl.formatMessage(m.tagline)}</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {SUPPORT_EMAIL}
          </a>
        </div>
        <nav
          aria-label={intl.formatMessage(m.nav)}
          className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-3"
        >
          {columns.map((col) => (
            <div key={col.title.id}>
              <h2 className="text-sm font-semibold text-ink-900">
                {intl.formatMessage(col.title)}
              </h2>
              <ul className="mt-3 space-y-2">
                {col.links.map((l) => (
                  <li key={l.to}>
                    <SiteLink
                      to={l.to}
                      className="text-sm text-ink-600 underline-offset-4 hover:text-brand-700 hover:underline"
                    >
                      {intl.formatMessage(l.label)}
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
          {intl.formatMessage(m.rights)}
        </p>
      </div>
    </footer>
  );
}
