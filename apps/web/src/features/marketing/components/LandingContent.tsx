import { LandingHero } from './LandingHero';
import { BusinessCta, FeatureCards, HowItWorks } from './LandingSections';
import { usePageTitle } from './ui';

/** Spec 2, '/': hero, four feature cards, how it works, business call to action. */
export function LandingContent() {
  usePageTitle('Vouch · Identity verification (KYC) for Nigeria');
  return (
    <>
      <LandingHero />
      <FeatureCards />
      <HowItWorks />
      <BusinessCta />
    </>
  );
}
