import PublicLayout from './PublicLayout';
import { LandingHero } from './components/LandingHero';
import { BusinessCta, FeatureCards, HowItWorks } from './components/LandingSections';
import { usePageTitle } from './components/ui';

/**
 * Spec 2, '/': hero, four feature cards, how it works, business call to action.
 * In the initial bundle: imports only react, react-router, lucide icons and this folder.
 */
export default function LandingPage() {
  usePageTitle('Vouch · Identity verification (KYC) for Nigeria');
  return (
    <PublicLayout>
      <LandingHero />
      <FeatureCards />
      <HowItWorks />
      <BusinessCta />
    </PublicLayout>
  );
}
