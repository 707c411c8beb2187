import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { defineMessages, useIntl, useLocale } from '../../i18n';
import PublicLayout from './PublicLayout';
import { PrivacyPolicy } from './components/legal/PrivacyPolicy';
import { TermsOfService } from './components/legal/TermsOfService';
import { PageHeader, usePageTitle } from './components/ui';

const m = defineMessages({
  terms: { id: 'marketing.legal.terms', defaultMessage: 'Terms of Service' },
  privacy: { id: 'marketing.legal.privacy', defaultMessage: 'Privacy Policy' },
  termsTabTitle: {
    id: 'marketing.legal.termsTabTitle',
    defaultMessage: 'Terms of Service · Vouch',
  },
  privacyTabTitle: {
    id: 'marketing.legal.privacyTabTitle',
    defaultMessage: 'Privacy Policy · Vouch',
  },
  eyebrow: { id: 'marketing.legal.eyebrow', defaultMessage: 'Legal' },
  title: { id: 'marketing.legal.title', defaultMessage: 'Terms and privacy' },
  lead: {
    id: 'marketing.legal.lead',
    defaultMessage:
      'The rules for using Vouch, and how we handle the personal data you trust us with.',
  },
  englishPrevails: {
    id: 'marketing.legal.englishPrevails',
    defaultMessage:
      'This translation is for your convenience; the English version is the binding one.',
    description:
      'Shown above the translated terms and privacy policy, in every language but English',
  },
  documents: {
    id: 'marketing.legal.documents',
    defaultMessage: 'Legal documents',
    description: 'Label of the two tabs (terms, privacy)',
  },
  appliesToAll: {
    id: 'marketing.legal.appliesToAll',
    defaultMessage: 'Applies to all Vouch members.',
  },
});

type Tab = 'terms' | 'privacy';
type Descriptor = (typeof m)[keyof typeof m];

const tabs = [
  { value: 'terms', label: m.terms, tabTitle: m.termsTabTitle, Content: TermsOfService },
  { value: 'privacy', label: m.privacy, tabTitle: m.privacyTabTitle, Content: PrivacyPolicy },
] as const satisfies readonly {
  value: Tab;
  label: Descriptor;
  tabTitle: Descriptor;
  Content: () => React.JSX.Element;
}[];

/** Spec 2, '/legal': Terms of Service and Privacy Policy tabs; ?tab=privacy|terms picks one. */
export default function LegalPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'privacy' ? 'privacy' : 'terms';
  const current = tabs.find((t) => t.value === tab) ?? tabs[0];
  usePageTitle(intl.formatMessage(current.tabTitle));

  const select = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <PublicLayout>
      <PageHeader
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      >
        {locale !== 'en' && (
          <p className="mt-4 max-w-2xl rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
            {intl.formatMessage(m.englishPrevails)}
          </p>
        )}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <div className="max-w-4xl">
          <Tabs.Root value={tab} onValueChange={select}>
            <Tabs.List
              aria-label={intl.formatMessage(m.documents)}
              className="inline-flex w-full gap-1 rounded-xl border border-ink-200 bg-white p-1 sm:w-auto"
            >
              {tabs.map((t) => (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  className="min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold text-ink-700 transition-colors hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:flex-none"
                >
                  {intl.formatMessage(t.label)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map(({ value, label, Content }) => (
              <Tabs.Content
                key={value}
                value={value}
                className="mt-6 rounded-2xl border border-ink-200 bg-white p-6 sm:p-10"
              >
                <h2 className="text-2xl font-bold text-brand-700">{intl.formatMessage(label)}</h2>
                <p className="mt-1 mb-8 text-sm text-ink-600">
                  {intl.formatMessage(m.appliesToAll)}
                </p>
                <Content />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </div>
    </PublicLayout>
  );
}
