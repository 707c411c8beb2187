import { dobForDisplay, type CaseView } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { CertifiedBusiness } from './CertifiedBusiness';
import { Fact, factListClass, Section } from './Section';

const held = { phone: 'phone or WhatsApp number', email: 'e-mail address', wechat_id: 'WeChat ID' };

/**
 * What an approval certifies: Check Verification will answer with exactly these details. If
 * another verified member holds one of the identifiers, the approval will be refused.
 */
export function Certifies({ view }: { view: CaseView }) {
  const c = view.certifies;
  return (
    <Section id="certifies-heading" title="What approval certifies">
      {view.claim_conflicts.length > 0 && (
        <Alert tone="error" title="Approval will be refused" className="mb-4">
          <ul className="list-disc pl-5">
            {view.claim_conflicts.map((k) => (
              <li key={`${k.kind}-${k.holder_uuid}`}>
                Another verified member (<span className="font-mono">{k.holder_uuid}</span>) holds
                this {held[k.kind]}.
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <p className="mb-3 text-sm text-ink-600">
        Members who look this person up will see these details once you approve.
      </p>
      <dl className={factListClass}>
        <Fact label="Name">
          {[c.first_name, c.middle_name, c.last_name].filter(Boolean).join(' ')}
        </Fact>
        <Fact label="Date of birth">{dobForDisplay(c.dob)}</Fact>
        <Fact label="Phone number">{c.phone_number}</Fact>
        <Fact label="WhatsApp number">{c.whatsapp_number}</Fact>
        <Fact label="WeChat ID">{c.wechat_id ?? '—'}</Fact>
        <Fact label="E-mail">{c.email_address}</Fact>
        <CertifiedBusiness details={c} />
      </dl>
      {view.submission.applicant_type === 'business' && !c.business_name && (
        <p className="mt-3 text-sm text-ink-700">
          <span className="font-semibold">
            Business name “{view.submission.business_name}” is not certified:
          </span>{' '}
          the CAC registry check has not passed and no business certificate was submitted, so an
          approval verifies the person only.
        </p>
      )}
    </Section>
  );
}
