import PublicLayout from './PublicLayout';
import { LandingContent } from './components/LandingContent';

/**
 * '/' inside the app, when a link of another screen leads back to it. A visit that starts at '/'
 * gets the static landing page instead (landing/StaticLanding.tsx, without the app).
 */
export default function LandingPage() {
  return (
    <PublicLayout>
      <LandingContent />
    </PublicLayout>
  );
}
