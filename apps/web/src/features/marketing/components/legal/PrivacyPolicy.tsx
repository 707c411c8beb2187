import { SUPPORT_EMAIL } from '../../../../lib/paths';
import { LegalSection } from './LegalSection';
import { RetentionPeriods } from './RetentionPeriods';

export function PrivacyPolicy() {
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <div>
      <LegalSection title="1. Who we are">
        <p>
          Vouch verifies the identity of people and businesses and lets members check each other
          before they pay. We decide how your personal data is used, so we are its controller under
          the Nigeria Data Protection Act 2023 (NDPA). This policy explains what we collect, why,
          who sees it, how long we keep it and what your rights are.
        </p>
      </LegalSection>

      <LegalSection title="2. What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> name, e-mail address, phone and WhatsApp numbers,
            WeChat ID and name if you give them, gender, date of birth, country, and your password
            (stored only as an argon2id hash).
          </li>
          <li>
            <strong>Identity details:</strong> ID type and number, and the details an identity check
            returns for that number.
          </li>
          <li>
            <strong>Your selfie:</strong> the portrait photo you take during verification.
          </li>
          <li>
            <strong>Your ID document:</strong> photos of the front and, where it has one, the back.
          </li>
          <li>
            <strong>Business papers:</strong> business name, registration number and certificate.
          </li>
          <li>
            <strong>Payments:</strong> reference, amount, method and status. Card details go
            directly to our payment provider; we never see or store them.
          </li>
          <li>
            <strong>Wallet addresses</strong> you choose to add.
          </li>
          <li>
            <strong>Technical data:</strong> the IP address you sign in from and when you were last
            active, used for security.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Why we use it">
        <ul>
          <li>To create your account and verify your identity (our contract with you).</li>
          <li>To meet know-your-customer and anti-money-laundering duties (legal obligation).</li>
          <li>To prevent fraud and keep the service secure (legitimate interests).</li>
          <li>
            To compare your selfie with your document. Your face image is sensitive data; we use it
            only for this, with the consent you give when you submit it.
          </li>
          <li>To send you e-mails about your account and verification.</li>
        </ul>
        <p>
          We do not sell your data, do not use it for advertising, and do not put third-party
          trackers on our pages.
        </p>
      </LegalSection>

      <LegalSection title="4. Who can see it">
        <ul>
          <li>
            <strong>Verified members who look you up</strong> see that you are verified, your last
            name, your business name and your wallet addresses. Never your ID number, date of birth,
            selfie or documents.
          </li>
          <li>
            <strong>Our reviewers</strong>, who need your submission to decide on it.
          </li>
          <li>
            <strong>Service providers</strong> who work for us under contract: payment processing,
            identity-number checks, hosting and e-mail delivery. They may use your data only to
            provide their service to us.
          </li>
          <li>
            <strong>Authorities</strong>, where the law requires us to disclose it.
          </li>
        </ul>
        <p>
          If a provider processes data outside Nigeria, we use the safeguards the NDPA requires for
          such transfers.
        </p>
      </LegalSection>

      <LegalSection title="5. How we protect it">
        <p>
          ID numbers, dates of birth and phone numbers are encrypted at rest. Documents and selfies
          are stored privately and shown only to you and our reviewers. Passwords are hashed with
          argon2id, and you can end your sessions by logging out or changing your password.
        </p>
      </LegalSection>

      <LegalSection title="6. What we keep, why, and for how long">
        <RetentionPeriods />
      </LegalSection>

      <LegalSection title="7. Your rights">
        <p>Under the NDPA you can ask us to:</p>
        <ul>
          <li>
            give you a copy of the personal data we hold about you (ask for it on the Your data page
            once signed in: we e-mail you a link to a ZIP file);
          </li>
          <li>correct data that is wrong or incomplete;</li>
          <li>
            delete your data, unless the law requires us to keep it (close your account on the Your
            data page: what is not kept for the law is erased at once);
          </li>
          <li>restrict or object to how we use it;</li>
          <li>send your data to you or another provider in a common format;</li>
          <li>
            stop using your selfie, by withdrawing consent (this ends your verification, because we
            can no longer confirm who you are).
          </li>
        </ul>
        <p>
          Decisions on your verification are taken by a person, not by a machine alone. Write to{' '}
          {mail} with the subject &ldquo;Data protection request&rdquo;; we answer within 30 days.
          You may also complain to the Nigeria Data Protection Commission. If you live in the
          European Union, the EEA or the United Kingdom, the GDPR gives you the same rights and you
          may complain to your own data protection authority.
        </p>
      </LegalSection>

      <LegalSection title="8. Age">
        <p>
          Vouch is for people aged 18 and over. If we learn that we hold data about someone younger,
          we delete it.
        </p>
      </LegalSection>

      <LegalSection title="9. Cookies and browser storage">
        <p>
          We use no advertising or analytics cookies. Your browser keeps a sign-in token and a copy
          of your account details in its own storage, only to keep you signed in; logging out
          removes them.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes and contact">
        <p>
          We will tell you by e-mail or in the app about important changes to this policy. For any
          question about your data, contact us at {mail}.
        </p>
      </LegalSection>
    </div>
  );
}
