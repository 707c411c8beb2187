import { defineMessages, useIntl } from '../../../i18n';
import { LandingHero } from './LandingHero';
import { BusinessCta, FeatureCards, HowItWorks } from './LandingSections';
import { usePageTitle } from './ui';

const m = defineMessages({
  title: {
    id: 'landing.page.title',
    defaultMessage: 'Vouch · Identity verification (KYC) for Nigeria',
    description: 'Browser tab title of the landing page',
  },
});

/** Spec 2, '/': hero, four feature cards, how it works, business call to action. */
export function LandingContent() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  return (
    <>
      <LandingHero />
      <FeatureCards />
      <HowItWorks />
      <BusinessCta />
    </>
  );
}
