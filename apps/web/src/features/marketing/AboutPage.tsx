import { Eye, HeartHandshake, Scale, UserCheck } from 'lucide-react';
import { paths } from '../../lib/paths';
import PublicLayout from './PublicLayout';
import { ButtonLink, CtaBand, IconCard, PageHeader, Section, usePageTitle } from './components/ui';

export default function AboutPage() {
  usePageTitle('About · Vouch');
  return (
    <PublicLayout>
      <PageHeader
        eyebrow="About"
        title="Know who you are dealing with"
        lead="Vouch is an identity-verification service for people and businesses in Nigeria. We check who someone is once, so everyone they trade with can confirm it before money moves."
      />
      <Section id="story" title="Why we built Vouch">
        <div className="max-w-3xl space-y-4 text-ink-700">
          <p>
            More and more business in Nigeria happens between people who have never met: a seller on
            social media, a supplier in another state, a buyer paying in crypto. Too often, the only
            proof of who is on the other side is a screenshot.
          </p>
          <p>
            Vouch gives both sides something better. Members verify their identity with a real ID
            document, a selfie and, for businesses, their registration papers. A person on our team
            reviews every submission. After that, anyone about to pay or be paid can look the member
            up and see that they are verified.
          </p>
        </div>
      </Section>
      <div className="border-y border-ink-200 bg-white">
        <Section id="principles" title="What we hold ourselves to">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <IconCard icon={<UserCheck className="size-6" />} title="People review people">
              Every verification decision is made by a reviewer, and every rejection comes with a
              reason you can act on.
            </IconCard>
            <IconCard icon={<Eye className="size-6" />} title="Share only what helps">
              Others see that you are verified and the names you trade under, never your ID number,
              date of birth or documents.
            </IconCard>
            <IconCard icon={<Scale className="size-6" />} title="Follow the law">
              We handle personal data under the Nigeria Data Protection Act 2023 and follow KYC/AML
              practice.
            </IconCard>
            <IconCard icon={<HeartHandshake className="size-6" />} title="One fair price">
              One fee to get verified, no subscription, and checking others is free.
            </IconCard>
          </div>
        </Section>
      </div>
      <div className="pt-16">
        <CtaBand
          title="Get verified, or check someone today"
          text="It takes a few minutes to submit, and 24-48 hours for our review."
        >
          <ButtonLink to={paths.register} variant="inverse">
            Get Started
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="inverseOutline">
            Contact us
          </ButtonLink>
        </CtaBand>
      </div>
    </PublicLayout>
  );
}
