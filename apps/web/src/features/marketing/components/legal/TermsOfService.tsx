import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL } from '../../../../lib/paths';
import { defineMessages, FormattedMessage, useIntl } from '../../../../i18n';
import { formatNaira, KYC_FEE_NAIRA } from '../fee';
import { LegalSection } from './LegalSection';

const m = defineMessages({
  aboutTitle: { id: 'marketing.terms.aboutTitle', defaultMessage: '1. About these terms' },
  about: {
    id: 'marketing.terms.about',
    defaultMessage:
      'These terms are an agreement between you and Vouch (“Vouch”, “we”, “us”) about your use of the Vouch website and services. By creating an account you accept them. If you do not agree, please do not use Vouch.',
  },
  whoTitle: { id: 'marketing.terms.whoTitle', defaultMessage: '2. Who can use Vouch' },
  whoAge: {
    id: 'marketing.terms.whoAge',
    defaultMessage: 'You must be at least 18 years old and able to enter into a binding contract.',
  },
  whoOne: {
    id: 'marketing.terms.whoOne',
    defaultMessage: 'You may hold one account, in your own name.',
  },
  whoBusiness: {
    id: 'marketing.terms.whoBusiness',
    defaultMessage:
      'If you register a business, you confirm that you are authorised to act for it and to submit its papers.',
  },
  accountTitle: { id: 'marketing.terms.accountTitle', defaultMessage: '3. Your account' },
  account: {
    id: 'marketing.terms.account',
    defaultMessage:
      'Give us accurate information and keep it up to date. Keep your password secret and tell us at once at <mail>{email}</mail> if you think someone else has used your account. You are responsible for what happens under your account until you tell us.',
  },
  kycTitle: {
    id: 'marketing.terms.kycTitle',
    defaultMessage: '4. Identity verification (KYC)',
  },
  kyc1: {
    id: 'marketing.terms.kyc1',
    defaultMessage:
      'To be verified you submit your identity details, a selfie, a photo of an accepted identity document and, where relevant, your business details and certificate. Everything you submit must be genuine, current and your own. A reviewer checks each submission, as a rule within 24-48 hours, and approves or rejects it. If we reject it, we tell you why and you can correct and resubmit it.',
  },
  kyc2: {
    id: 'marketing.terms.kyc2',
    defaultMessage:
      'A verified status means that the details and documents you gave matched when we reviewed them. It is not a credit rating and not a guarantee of anyone’s honesty or of any payment.',
  },
  feesTitle: { id: 'marketing.terms.feesTitle', defaultMessage: '5. Fees' },
  fees: {
    id: 'marketing.terms.fees',
    defaultMessage:
      'Verification costs a one-time fee of {fee}, payable by card, bank transfer or USSD through our payment provider. The fee is non-refundable once review of your submission has started. If you paid but have not yet submitted anything, you may ask for a refund. Correcting and resubmitting a rejected submission costs nothing extra. Checking other members is free.',
    description: '{fee} is the verification fee in naira, e.g. ₦5,000.00',
  },
  lookupsTitle: {
    id: 'marketing.terms.lookupsTitle',
    defaultMessage: '6. Looking up members and sharing your status',
  },
  lookups1: {
    id: 'marketing.terms.lookups1',
    defaultMessage:
      'The purpose of Vouch is to let people confirm who they are dealing with. By verifying, you agree that your verification status, last name, business name and the wallet addresses you have added may be shown to verified members who look you up by an identifier you have given us (phone or WhatsApp number, e-mail address, UUID, wallet address or WeChat ID). Your ID number, date of birth, selfie and documents are never shown to other members.',
  },
  lookups2: {
    id: 'marketing.terms.lookups2',
    defaultMessage:
      'Use lookups only to decide whether to do business with someone. Do not look up people in bulk, copy results into other databases, or use them to harass anyone.',
  },
  useTitle: { id: 'marketing.terms.useTitle', defaultMessage: '7. Acceptable use' },
  useForged: {
    id: 'marketing.terms.useForged',
    defaultMessage:
      'No forged, altered, borrowed or stolen documents, and no pretending to be someone else.',
  },
  useFraud: {
    id: 'marketing.terms.useFraud',
    defaultMessage: 'No fraud, money laundering, terrorist financing or other unlawful activity.',
  },
  useBreak: {
    id: 'marketing.terms.useBreak',
    defaultMessage: 'No attempts to break, overload or get around the security of the service.',
  },
  useReport: {
    id: 'marketing.terms.useReport',
    defaultMessage: 'We may report suspected crime to the relevant authorities.',
  },
  walletsTitle: {
    id: 'marketing.terms.walletsTitle',
    defaultMessage: '8. Wallet addresses and payments between members',
  },
  wallets: {
    id: 'marketing.terms.wallets',
    defaultMessage:
      'Vouch does not hold, send or receive money or crypto-assets for members and is not a party to any deal between members. You are responsible for the wallet addresses you add and for checking every payment you make.',
  },
  suspensionTitle: {
    id: 'marketing.terms.suspensionTitle',
    defaultMessage: '9. Suspension and closing your account',
  },
  suspension: {
    id: 'marketing.terms.suspension',
    defaultMessage:
      'We may suspend or close an account that breaks these terms, where we suspect fraud, or where the law requires it. You may close your account at any time by writing to <mail>{email}</mail>. What we keep afterwards, and for how long, is set out in our <link>Privacy Policy</link>.',
  },
  liabilityTitle: { id: 'marketing.terms.liabilityTitle', defaultMessage: '10. Liability' },
  liability: {
    id: 'marketing.terms.liability',
    defaultMessage:
      'We provide Vouch with reasonable care and skill, but we cannot promise that it will always be available or error-free. To the extent the law allows, we are not liable for losses arising from deals between members, and our total liability to you is limited to the fees you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited under Nigerian law.',
  },
  changesTitle: {
    id: 'marketing.terms.changesTitle',
    defaultMessage: '11. Changes to these terms',
  },
  changes: {
    id: 'marketing.terms.changes',
    defaultMessage:
      'If we change these terms in a way that matters, we will tell you by e-mail or in the app before the change takes effect. If you keep using Vouch after that, the new terms apply.',
  },
  lawTitle: { id: 'marketing.terms.lawTitle', defaultMessage: '12. Governing law' },
  law: {
    id: 'marketing.terms.law',
    defaultMessage:
      'These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Nigeria have jurisdiction over any dispute.',
  },
  contactTitle: { id: 'marketing.terms.contactTitle', defaultMessage: '13. Contact' },
  contact: {
    id: 'marketing.terms.contact',
    defaultMessage: 'Questions about these terms: <mail>{email}</mail>.',
  },
});

const values = {
  email: SUPPORT_EMAIL,
  mail: (chunks: ReactNode[]) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
  link: (chunks: ReactNode[]) => <Link to={`${paths.legal}?tab=privacy`}>{chunks}</Link>,
};

export function TermsOfService() {
  const intl = useIntl();
  const t = (d: (typeof m)[keyof typeof m]) => intl.formatMessage(d);
  return (
    <div>
      <LegalSection title={t(m.aboutTitle)}>
        <p>{t(m.about)}</p>
      </LegalSection>

      <LegalSection title={t(m.whoTitle)}>
        <ul>
          <li>{t(m.whoAge)}</li>
          <li>{t(m.whoOne)}</li>
          <li>{t(m.whoBusiness)}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t(m.accountTitle)}>
        <p>
          <FormattedMessage {...m.account} values={values} />
        </p>
      </LegalSection>

      <LegalSection title={t(m.kycTitle)}>
        <p>{t(m.kyc1)}</p>
        <p>{t(m.kyc2)}</p>
      </LegalSection>

      <LegalSection title={t(m.feesTitle)}>
        <p>{intl.formatMessage(m.fees, { fee: formatNaira(KYC_FEE_NAIRA) })}</p>
      </LegalSection>

      <LegalSection title={t(m.lookupsTitle)}>
        <p>{t(m.lookups1)}</p>
        <p>{t(m.lookups2)}</p>
      </LegalSection>

      <LegalSection title={t(m.useTitle)}>
        <ul>
          <li>{t(m.useForged)}</li>
          <li>{t(m.useFraud)}</li>
          <li>{t(m.useBreak)}</li>
        </ul>
        <p>{t(m.useReport)}</p>
      </LegalSection>

      <LegalSection title={t(m.walletsTitle)}>
        <p>{t(m.wallets)}</p>
      </LegalSection>

      <LegalSection title={t(m.suspensionTitle)}>
        <p>
          <FormattedMessage {...m.suspension} values={values} />
        </p>
      </LegalSection>

      <LegalSection title={t(m.liabilityTitle)}>
        <p>{t(m.liability)}</p>
      </LegalSection>

      <LegalSection title={t(m.changesTitle)}>
        <p>{t(m.changes)}</p>
      </LegalSection>

      <LegalSection title={t(m.lawTitle)}>
        <p>{t(m.law)}</p>
      </LegalSection>

      <LegalSection title={t(m.contactTitle)}>
        <p>
          <FormattedMessage {...m.contact} values={values} />
        </p>
      </LegalSection>
    </div>
  );
}
