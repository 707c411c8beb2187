import { Eye, HeartHandshake, Scale, UserCheck } from 'lucide-react';
import { paths } from '../../lib/paths';
import { defineMessages, useIntl } from '../../i18n';
import PublicLayout from './PublicLayout';
import { ButtonLink, CtaBand, IconCard, PageHeader, Section, usePageTitle } from './components/ui';

const m = defineMessages({
  tabTitle: { id: 'marketing.about.tabTitle', defaultMessage: 'About · Vouch' },
  eyebrow: { id: 'marketing.about.eyebrow', defaultMessage: 'About' },
  title: { id: 'marketing.about.title', defaultMessage: 'Know who you are dealing with' },
  lead: {
    id: 'marketing.about.lead',
    defaultMessage:
      'Vouch is an identity-verification service for people and businesses in Nigeria. We check who someone is once, so everyone they trade with can confirm it before money moves.',
  },
  storyTitle: { id: 'marketing.about.storyTitle', defaultMessage: 'Why we built Vouch' },
  story1: {
    id: 'marketing.about.story1',
    defaultMessage:
      'More and more business in Nigeria happens between people who have never met: a seller on social media, a supplier in another state, a buyer paying in crypto. Too often, the only proof of who is on the other side is a screenshot.',
  },
  story2: {
    id: 'marketing.about.story2',
    defaultMessage:
      'Vouch gives both sides something better. Members verify their identity with a real ID document, a selfie and, for businesses, their registration papers. A person on our team reviews every submission. After that, anyone about to pay or be paid can look the member up and see that they are verified.',
  },
  principlesTitle: {
    id: 'marketing.about.principlesTitle',
    defaultMessage: 'What we hold ourselves to',
  },
  peopleTitle: { id: 'marketing.about.peopleTitle', defaultMessage: 'People review people' },
  peopleText: {
    id: 'marketing.about.peopleText',
    defaultMessage:
      'Every verification decision is made by a reviewer, and every rejection comes with a reason you can act on.',
  },
  shareTitle: { id: 'marketing.about.shareTitle', defaultMessage: 'Share only what helps' },
  shareText: {
    id: 'marketing.about.shareText',
    defaultMessage:
      'Others see that you are verified and the names you trade under, never your ID number, date of birth or documents.',
  },
  lawTitle: { id: 'marketing.about.lawTitle', defaultMessage: 'Follow the law' },
  lawText: {
    id: 'marketing.about.lawText',
    defaultMessage:
      'We handle personal data under the Nigeria Data Protection Act 2023 and follow KYC/AML practice.',
  },
  priceTitle: { id: 'marketing.about.priceTitle', defaultMessage: 'One fair price' },
  priceText: {
    id: 'marketing.about.priceText',
    defaultMessage: 'One fee to get verified, no subscription, and checking others is free.',
  },
  ctaTitle: {
    id: 'marketing.about.ctaTitle',
    defaultMessage: 'Get verified, or check someone today',
  },
  ctaText: {
    id: 'marketing.about.ctaText',
    defaultMessage: 'It takes a few minutes to submit, and 24-48 hours for our review.',
  },
  getStarted: {
    id: 'marketing.about.getStarted',
    defaultMessage: 'Get Started',
    description: 'Button',
  },
  contactUs: {
    id: 'marketing.about.contactUs',
    defaultMessage: 'Contact us',
    description: 'Button',
  },
});

export default function AboutPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.tabTitle));
  return (
    <PublicLayout>
      <PageHeader
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      <Section id="story" title={intl.formatMessage(m.storyTitle)}>
        <div className="max-w-3xl space-y-4 text-ink-700">
          <p>{intl.formatMessage(m.story1)}</p>
          <p>{intl.formatMessage(m.story2)}</p>
        </div>
      </Section>
      <div className="border-y border-ink-200 bg-white">
        <Section id="principles" title={intl.formatMessage(m.principlesTitle)}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <IconCard
              icon={<UserCheck className="size-6" />}
              title={intl.formatMessage(m.peopleTitle)}
            >
              {intl.formatMessage(m.peopleText)}
            </IconCard>
            <IconCard icon={<Eye className="size-6" />} title={intl.formatMessage(m.shareTitle)}>
              {intl.formatMessage(m.shareText)}
            </IconCard>
            <IconCard icon={<Scale className="size-6" />} title={intl.formatMessage(m.lawTitle)}>
              {intl.formatMessage(m.lawText)}
            </IconCard>
            <IconCard
              icon={<HeartHandshake className="size-6" />}
              title={intl.formatMessage(m.priceTitle)}
            >
              {intl.formatMessage(m.priceText)}
            </IconCard>
          </div>
        </Section>
      </div>
      <div className="pt-16">
        <CtaBand title={intl.formatMessage(m.ctaTitle)} text={intl.formatMessage(m.ctaText)}>
          <ButtonLink to={paths.register} variant="inverse">
            {intl.formatMessage(m.getStarted)}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="inverseOutline">
            {intl.formatMessage(m.contactUs)}
          </ButtonLink>
        </CtaBand>
      </div>
    </PublicLayout>
  );
}
