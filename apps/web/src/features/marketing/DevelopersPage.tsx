import { ApiReference } from '../business';
import PublicLayout from './PublicLayout';
import { ButtonLink, PageHeader, Section, usePageTitle } from './components/ui';
import { paths } from '../../lib/paths';

/** /developers: the business API's reference, public (integrators read it before signing up). */
export default function DevelopersPage() {
  usePageTitle('Business API reference · Vouch');
  return (
    <PublicLayout>
      <PageHeader
        eyebrow="Developers"
        title="The Vouch business API"
        lead="Check that the people your customers pay are verified, from your own systems: one API key, one request."
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.business}>Get an API key</ButtonLink>
          <ButtonLink to={paths.pricing} variant="secondary">
            Pricing
          </ButtonLink>
        </div>
      </PageHeader>
      <Section>
        <div className="max-w-4xl">
          <ApiReference />
        </div>
      </Section>
    </PublicLayout>
  );
}
