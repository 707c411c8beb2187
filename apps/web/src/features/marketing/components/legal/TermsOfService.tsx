import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL } from '../../../../lib/paths';
import { formatNaira, KYC_FEE_NAIRA } from '../fee';
import { LegalSection } from './LegalSection';

export function TermsOfService() {
  return (
    <div>
      <LegalSection title="1. About these terms">
        <p>
          These terms are an agreement between you and Vouch (&ldquo;Vouch&rdquo;, &ldquo;we&rdquo;,
          &ldquo;us&rdquo;) about your use of the Vouch website and services. By creating an account
          you accept them. If you do not agree, please do not use Vouch.
        </p>
      </LegalSection>

      <LegalSection title="2. Who can use Vouch">
        <ul>
          <li>You must be at least 18 years old and able to enter into a binding contract.</li>
          <li>You may hold one account, in your own name.</li>
          <li>
            If you register a business, you confirm that you are authorised to act for it and to
            submit its papers.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Your account">
        <p>
          Give us accurate information and keep it up to date. Keep your password secret and tell us
          at once at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you think someone
          else has used your account. You are responsible for what happens under your account until
          you tell us.
        </p>
      </LegalSection>

      <LegalSection title="4. Identity verification (KYC)">
        <p>
          To be verified you submit your identity details, a selfie, a photo of an accepted identity
          document and, where relevant, your business details and certificate. Everything you submit
          must be genuine, current and your own. A reviewer checks each submission, as a rule within
          24-48 hours, and approves or rejects it. If we reject it, we tell you why and you can
          correct and resubmit it.
        </p>
        <p>
          A verified status means that the details and documents you gave matched when we reviewed
          them. It is not a credit rating and not a guarantee of anyone&rsquo;s honesty or of any
          payment.
        </p>
      </LegalSection>

      <LegalSection title="5. Fees">
        <p>
          Verification costs a one-time fee of {formatNaira(KYC_FEE_NAIRA)}, payable by card, bank
          transfer or USSD through our payment provider. The fee is non-refundable once review of
          your submission has started. If you paid but have not yet submitted anything, you may ask
          for a refund. Correcting and resubmitting a rejected submission costs nothing extra.
          Checking other members is free.
        </p>
      </LegalSection>

      <LegalSection title="6. Looking up members and sharing your status">
        <p>
          The purpose of Vouch is to let people confirm who they are dealing with. By verifying, you
          agree that your verification status, last name, business name and the wallet addresses you
          have added may be shown to verified members who look you up by an identifier you have
          given us (phone or WhatsApp number, e-mail address, UUID, wallet address or WeChat ID).
          Your ID number, date of birth, selfie and documents are never shown to other members.
        </p>
        <p>
          Use lookups only to decide whether to do business with someone. Do not look up people in
          bulk, copy results into other databases, or use them to harass anyone.
        </p>
      </LegalSection>

      <LegalSection title="7. Acceptable use">
        <ul>
          <li>
            No forged, altered, borrowed or stolen documents, and no pretending to be someone else.
          </li>
          <li>No fraud, money laundering, terrorist financing or other unlawful activity.</li>
          <li>No attempts to break, overload or get around the security of the service.</li>
        </ul>
        <p>We may report suspected crime to the relevant authorities.</p>
      </LegalSection>

      <LegalSection title="8. Wallet addresses and payments between members">
        <p>
          Vouch does not hold, send or receive money or crypto-assets for members and is not a party
          to any deal between members. You are responsible for the wallet addresses you add and for
          checking every payment you make.
        </p>
      </LegalSection>

      <LegalSection title="9. Suspension and closing your account">
        <p>
          We may suspend or close an account that breaks these terms, where we suspect fraud, or
          where the law requires it. You may close your account at any time by writing to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. What we keep afterwards, and for
          how long, is set out in our <Link to={`${paths.legal}?tab=privacy`}>Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection title="10. Liability">
        <p>
          We provide Vouch with reasonable care and skill, but we cannot promise that it will always
          be available or error-free. To the extent the law allows, we are not liable for losses
          arising from deals between members, and our total liability to you is limited to the fees
          you paid us in the 12 months before the claim. Nothing in these terms limits liability
          that cannot be limited under Nigerian law.
        </p>
      </LegalSection>

      <LegalSection title="11. Changes to these terms">
        <p>
          If we change these terms in a way that matters, we will tell you by e-mail or in the app
          before the change takes effect. If you keep using Vouch after that, the new terms apply.
        </p>
      </LegalSection>

      <LegalSection title="12. Governing law">
        <p>
          These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of
          Nigeria have jurisdiction over any dispute.
        </p>
      </LegalSection>

      <LegalSection title="13. Contact">
        <p>
          Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>
    </div>
  );
}
