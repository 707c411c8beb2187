import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../../../lib/paths';
import { defineMessages, FormattedMessage, useIntl } from '../../../../i18n';
import { LegalSection } from './LegalSection';
import { RetentionPeriods } from './RetentionPeriods';

const m = defineMessages({
  whoTitle: { id: 'marketing.privacy.whoTitle', defaultMessage: '1. Who we are' },
  who: {
    id: 'marketing.privacy.who',
    defaultMessage:
      'Vouch verifies the identity of people and businesses and lets members check each other before they pay. We decide how your personal data is used, so we are its controller under the Nigeria Data Protection Act 2023 (NDPA). This policy explains what we collect, why, who sees it, how long we keep it and what your rights are.',
  },
  collectTitle: { id: 'marketing.privacy.collectTitle', defaultMessage: '2. What we collect' },
  collectAccount: {
    id: 'marketing.privacy.collectAccount',
    defaultMessage:
      '<b>Account details:</b> name, e-mail address, phone and WhatsApp numbers, WeChat ID and name if you give them, gender, date of birth, country, and your password (stored only as an argon2id hash).',
  },
  collectIdentity: {
    id: 'marketing.privacy.collectIdentity',
    defaultMessage:
      '<b>Identity details:</b> ID type and number, and the details an identity check returns for that number.',
  },
  collectSelfie: {
    id: 'marketing.privacy.collectSelfie',
    defaultMessage: '<b>Your selfie:</b> the portrait photo you take during verification.',
  },
  collectDocument: {
    id: 'marketing.privacy.collectDocument',
    defaultMessage: '<b>Your ID document:</b> photos of the front and, where it has one, the back.',
  },
  collectBusiness: {
    id: 'marketing.privacy.collectBusiness',
    defaultMessage: '<b>Business papers:</b> business name, registration number and certificate.',
  },
  collectPayments: {
    id: 'marketing.privacy.collectPayments',
    defaultMessage:
      '<b>Payments:</b> reference, amount, method and status. Card details go directly to our payment provider; we never see or store them.',
  },
  collectWallets: {
    id: 'marketing.privacy.collectWallets',
    defaultMessage: '<b>Wallet addresses</b> you choose to add.',
  },
  collectTechnical: {
    id: 'marketing.privacy.collectTechnical',
    defaultMessage:
      '<b>Technical data:</b> the IP address you sign in from and when you were last active, used for security.',
  },
  whyTitle: { id: 'marketing.privacy.whyTitle', defaultMessage: '3. Why we use it' },
  whyAccount: {
    id: 'marketing.privacy.whyAccount',
    defaultMessage: 'To create your account and verify your identity (our contract with you).',
  },
  whyKyc: {
    id: 'marketing.privacy.whyKyc',
    defaultMessage:
      'To meet know-your-customer and anti-money-laundering duties (legal obligation).',
  },
  whyFraud: {
    id: 'marketing.privacy.whyFraud',
    defaultMessage: 'To prevent fraud and keep the service secure (legitimate interests).',
  },
  whyFace: {
    id: 'marketing.privacy.whyFace',
    defaultMessage:
      'To compare your selfie with your document. Your face image is sensitive data; we use it only for this, with the consent you give when you submit it.',
  },
  whyEmails: {
    id: 'marketing.privacy.whyEmails',
    defaultMessage: 'To send you e-mails about your account and verification.',
  },
  whyNoSale: {
    id: 'marketing.privacy.whyNoSale',
    defaultMessage:
      'We do not sell your data, do not use it for advertising, and do not put third-party trackers on our pages.',
  },
  seeTitle: { id: 'marketing.privacy.seeTitle', defaultMessage: '4. Who can see it' },
  seeMembers: {
    id: 'marketing.privacy.seeMembers',
    defaultMessage:
      '<b>Verified members who look you up</b> see that you are verified, your last name, your business name and your wallet addresses. Never your ID number, date of birth, selfie or documents.',
  },
  seeReviewers: {
    id: 'marketing.privacy.seeReviewers',
    defaultMessage: '<b>Our reviewers</b>, who need your submission to decide on it.',
  },
  seeProviders: {
    id: 'marketing.privacy.seeProviders',
    defaultMessage:
      '<b>Service providers</b> who work for us under contract: payment processing, identity-number checks, hosting and e-mail delivery. They may use your data only to provide their service to us.',
  },
  seeAuthorities: {
    id: 'marketing.privacy.seeAuthorities',
    defaultMessage: '<b>Authorities</b>, where the law requires us to disclose it.',
  },
  seeTransfers: {
    id: 'marketing.privacy.seeTransfers',
    defaultMessage:
      'If a provider processes data outside Nigeria, we use the safeguards the NDPA requires for such transfers.',
  },
  protectTitle: { id: 'marketing.privacy.protectTitle', defaultMessage: '5. How we protect it' },
  protect: {
    id: 'marketing.privacy.protect',
    defaultMessage:
      'ID numbers, dates of birth and phone numbers are encrypted at rest. Documents and selfies are stored privately and shown only to you and our reviewers. Passwords are hashed with argon2id, and you can end your sessions by logging out or changing your password.',
  },
  keepTitle: {
    id: 'marketing.privacy.keepTitle',
    defaultMessage: '6. What we keep, why, and for how long',
  },
  rightsTitle: { id: 'marketing.privacy.rightsTitle', defaultMessage: '7. Your rights' },
  rightsIntro: {
    id: 'marketing.privacy.rightsIntro',
    defaultMessage: 'Under the NDPA you can ask us to:',
  },
  rightsCopy: {
    id: 'marketing.privacy.rightsCopy',
    defaultMessage:
      'give you a copy of the personal data we hold about you (ask for it on the Your data page once signed in: we e-mail you a link to a ZIP file);',
  },
  rightsCorrect: {
    id: 'marketing.privacy.rightsCorrect',
    defaultMessage: 'correct data that is wrong or incomplete;',
  },
  rightsDelete: {
    id: 'marketing.privacy.rightsDelete',
    defaultMessage:
      'delete your data, unless the law requires us to keep it (close your account on the Your data page: what is not kept for the law is erased at once);',
  },
  rightsRestrict: {
    id: 'marketing.privacy.rightsRestrict',
    defaultMessage: 'restrict or object to how we use it;',
  },
  rightsPort: {
    id: 'marketing.privacy.rightsPort',
    defaultMessage: 'send your data to you or another provider in a common format;',
  },
  rightsSelfie: {
    id: 'marketing.privacy.rightsSelfie',
    defaultMessage:
      'stop using your selfie, by withdrawing consent (this ends your verification, because we can no longer confirm who you are).',
  },
  rightsHow: {
    id: 'marketing.privacy.rightsHow',
    defaultMessage:
      'Decisions on your verification are taken by a person, not by a machine alone. Write to <mail>{email}</mail> with the subject “Data protection request”; we answer within 30 days. You may also complain to the Nigeria Data Protection Commission. If you live in the European Union, the EEA or the United Kingdom, the GDPR gives you the same rights and you may complain to your own data protection authority.',
    description:
      'Keep “Data protection request” in English: it is the e-mail subject our team looks for',
  },
  ageTitle: { id: 'marketing.privacy.ageTitle', defaultMessage: '8. Age' },
  age: {
    id: 'marketing.privacy.age',
    defaultMessage:
      'Vouch is for people aged 18 and over. If we learn that we hold data about someone younger, we delete it.',
  },
  cookiesTitle: {
    id: 'marketing.privacy.cookiesTitle',
    defaultMessage: '9. Cookies and browser storage',
  },
  cookies: {
    id: 'marketing.privacy.cookies',
    defaultMessage:
      'We use no advertising or analytics cookies. Your browser keeps a sign-in token and a copy of your account details in its own storage, only to keep you signed in; logging out removes them.',
  },
  changesTitle: {
    id: 'marketing.privacy.changesTitle',
    defaultMessage: '10. Changes and contact',
  },
  changes: {
    id: 'marketing.privacy.changes',
    defaultMessage:
      'We will tell you by e-mail or in the app about important changes to this policy. For any question about your data, contact us at <mail>{email}</mail>.',
  },
});

const values = {
  email: SUPPORT_EMAIL,
  mail: (chunks: ReactNode[]) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
};

type Descriptor = (typeof m)[keyof typeof m];

/** A message with its <b> and <mail> tags. */
function Rich({ message }: { message: Descriptor }) {
  return <FormattedMessage {...message} values={values} />;
}

export function PrivacyPolicy() {
  const intl = useIntl();
  const t = (d: Descriptor) => intl.formatMessage(d);
  return (
    <div>
      <LegalSection title={t(m.whoTitle)}>
        <p>{t(m.who)}</p>
      </LegalSection>

      <LegalSection title={t(m.collectTitle)}>
        <ul>
          {[
            m.collectAccount,
            m.collectIdentity,
            m.collectSelfie,
            m.collectDocument,
            m.collectBusiness,
            m.collectPayments,
            m.collectWallets,
            m.collectTechnical,
          ].map((item) => (
            <li key={item.id}>
              <Rich message={item} />
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection title={t(m.whyTitle)}>
        <ul>
          <li>{t(m.whyAccount)}</li>
          <li>{t(m.whyKyc)}</li>
          <li>{t(m.whyFraud)}</li>
          <li>{t(m.whyFace)}</li>
          <li>{t(m.whyEmails)}</li>
        </ul>
        <p>{t(m.whyNoSale)}</p>
      </LegalSection>

      <LegalSection title={t(m.seeTitle)}>
        <ul>
          {[m.seeMembers, m.seeReviewers, m.seeProviders, m.seeAuthorities].map((item) => (
            <li key={item.id}>
              <Rich message={item} />
            </li>
          ))}
        </ul>
        <p>{t(m.seeTransfers)}</p>
      </LegalSection>

      <LegalSection title={t(m.protectTitle)}>
        <p>{t(m.protect)}</p>
      </LegalSection>

      <LegalSection title={t(m.keepTitle)}>
        <RetentionPeriods />
      </LegalSection>

      <LegalSection title={t(m.rightsTitle)}>
        <p>{t(m.rightsIntro)}</p>
        <ul>
          <li>{t(m.rightsCopy)}</li>
          <li>{t(m.rightsCorrect)}</li>
          <li>{t(m.rightsDelete)}</li>
          <li>{t(m.rightsRestrict)}</li>
          <li>{t(m.rightsPort)}</li>
          <li>{t(m.rightsSelfie)}</li>
        </ul>
        <p>
          <Rich message={m.rightsHow} />
        </p>
      </LegalSection>

      <LegalSection title={t(m.ageTitle)}>
        <p>{t(m.age)}</p>
      </LegalSection>

      <LegalSection title={t(m.cookiesTitle)}>
        <p>{t(m.cookies)}</p>
      </LegalSection>

      <LegalSection title={t(m.changesTitle)}>
        <p>
          <Rich message={m.changes} />
        </p>
      </LegalSection>
    </div>
  );
}
