import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import PublicLayout from './PublicLayout';
import { PrivacyPolicy } from './components/legal/PrivacyPolicy';
import { TermsOfService } from './components/legal/TermsOfService';
import { PageHeader, usePageTitle } from './components/ui';

type Tab = 'terms' | 'privacy';

const tabs: { value: Tab; label: string; Content: () => React.JSX.Element }[] = [
  { value: 'terms', label: 'Terms of Service', Content: TermsOfService },
  { value: 'privacy', label: 'Privacy Policy', Content: PrivacyPolicy },
];

/** Spec 2, '/legal': Terms of Service and Privacy Policy tabs; ?tab=privacy|terms picks one. */
export default function LegalPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'privacy' ? 'privacy' : 'terms';
  const current = tabs.find((t) => t.value === tab) ?? tabs[0]!;
  usePageTitle(`${current.label} · Vouch`);

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
        eyebrow="Legal"
        title="Terms and privacy"
        lead="The rules for using Vouch, and how we handle the personal data you trust us with."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <div className="max-w-4xl">
          <Tabs.Root value={tab} onValueChange={select}>
            <Tabs.List
              aria-label="Legal documents"
              className="inline-flex w-full gap-1 rounded-xl border border-ink-200 bg-white p-1 sm:w-auto"
            >
              {tabs.map((t) => (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  className="min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold text-ink-700 transition-colors hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:flex-none"
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map(({ value, label, Content }) => (
              <Tabs.Content
                key={value}
                value={value}
                className="mt-6 rounded-2xl border border-ink-200 bg-white p-6 sm:p-10"
              >
                <h2 className="text-2xl font-bold text-brand-700">{label}</h2>
                <p className="mt-1 mb-8 text-sm text-ink-600">Applies to all Vouch members.</p>
                <Content />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </div>
    </PublicLayout>
  );
}
