import { Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../lib/paths';
import PublicLayout from './PublicLayout';
import { ButtonAnchor, Card, PageHeader, Section, usePageTitle } from './components/ui';

export default function CareersPage() {
  usePageTitle('Careers · Vouch');
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Careers at Vouch')}`;
  return (
    <PublicLayout>
      <PageHeader
        eyebrow="Careers"
        title="Work with us"
        lead="Vouch is a small team building identity verification that people in Nigeria can trust."
      />
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h2 className="text-lg font-semibold text-ink-900">Open roles</h2>
            <p className="mt-2 text-ink-700">
              We have no open roles listed right now. When we hire, the roles will appear on this
              page.
            </p>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-ink-900">Still want to say hello?</h2>
            <p className="mt-2 text-ink-700">
              If you care about privacy, security or making trade between strangers safer, write to
              us with a few lines about yourself and what you would like to work on. We read every
              message.
            </p>
            <div className="mt-5">
              <ButtonAnchor href={mailto}>
                <Mail aria-hidden="true" className="size-4" />
                Write to {SUPPORT_EMAIL}
              </ButtonAnchor>
            </div>
          </Card>
        </div>
      </Section>
    </PublicLayout>
  );
}
