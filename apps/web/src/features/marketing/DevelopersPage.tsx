import { ApiReference } from '../business';
import { defineMessages, useIntl } from '../../i18n';
import PublicLayout from './PublicLayout';
import { ButtonLink, PageHeader, Section, usePageTitle } from './components/ui';
import { paths } from '../../lib/paths';

const m = defineMessages({
  tabTitle: {
    id: 'marketing.developers.tabTitle',
    defaultMessage: 'Business API reference · Vouch',
  },
  eyebrow: { id: 'marketing.developers.eyebrow', defaultMessage: 'Developers' },
  title: { id: 'marketing.developers.title', defaultMessage: 'The Vouch business API' },
  lead: {
    id: 'marketing.developers.lead',
    defaultMessage:
      'Check that the people your customers pay are verified, from your own systems: one API key, one request.',
  },
  apiKey: {
    id: 'marketing.developers.apiKey',
    defaultMessage: 'Get an API key',
    description: 'Button',
  },
  pricing: { id: 'marketing.developers.pricing', defaultMessage: 'Pricing', description: 'Button' },
});

/** /developers: the business API's reference, public (integrators read it before signing up). */
export default function DevelopersPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.tabTitle));
  return (
    <PublicLayout>
      <PageHeader
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.business}>{intl.formatMessage(m.apiKey)}</ButtonLink>
          <ButtonLink to={paths.pricing} variant="secondary">
            {intl.formatMessage(m.pricing)}
          </ButtonLink>
        </div>
      </PageHeader>
      {/* The reference itself stays English, as the business console does. */}
      <Section>
        <div className="max-w-4xl">
          <ApiReference />
        </div>
      </Section>
    </PublicLayout>
  );
}
