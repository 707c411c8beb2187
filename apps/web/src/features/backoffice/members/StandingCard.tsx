import { dobForDisplay, type MemberStandingView } from '@vouch/contracts';
import { Card } from '../../../components/Card';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, formatDateTime, humanizeCode } from '../../../lib/format';
import { CertifiedBusiness } from '../case/CertifiedBusiness';
import { Fact, factListClass } from '../case/Section';
import { MemberActivity } from './MemberActivity';
import { StandingActions } from './StandingActions';

/** One member's standing: status and why, what their verification certifies, and the actions. */
export function StandingCard({
  standing: s,
  onDone,
}: {
  standing: MemberStandingView;
  onDone: (message: string) => void;
}) {
  const v = s.verified;
  return (
    <Card>
      <section aria-labelledby="standing-heading" className="space-y-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="standing-heading" className="text-xl font-semibold text-brand-700">
              {s.name}
            </h2>
            <p className="text-ink-700 [overflow-wrap:anywhere]">{s.email}</p>
            <p className="font-mono text-sm text-ink-600 [overflow-wrap:anywhere]">{s.uuid}</p>
            <p className="mt-1 text-sm text-ink-600">Member since {formatDate(s.member_since)}</p>
          </div>
          <StatusBadge status={s.status} className="self-start" />
        </div>
        {(s.status_reason || s.suspended_from) && (
          <dl className={factListClass}>
            {s.status_reason && <Fact label="Reason">{s.status_reason}</Fact>}
            {s.status_changed_at && (
              <Fact label="Since">{formatDateTime(s.status_changed_at)}</Fact>
            )}
            {s.suspended_from && (
              <Fact label="Reinstating returns to">{humanizeCode(s.suspended_from)}</Fact>
            )}
          </dl>
        )}
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink-900">
            What the verification certifies
          </h3>
          {v ? (
            <dl className={factListClass}>
              <Fact label="Name">
                {[v.first_name, v.middle_name, v.last_name].filter(Boolean).join(' ')}
              </Fact>
              <Fact label="Date of birth">{dobForDisplay(v.dob)}</Fact>
              <Fact label="Phone number">{v.phone_number}</Fact>
              <Fact label="WhatsApp number">{v.whatsapp_number}</Fact>
              <Fact label="WeChat ID">{v.wechat_id ?? '—'}</Fact>
              <Fact label="E-mail">{v.email_address}</Fact>
              <CertifiedBusiness details={v} />
            </dl>
          ) : (
            <p className="text-ink-600">Not verified: lookups answer "not verified".</p>
          )}
        </div>
        <MemberActivity uuid={s.uuid} activity={s.activity} />
        <StandingActions standing={s} onDone={onDone} />
      </section>
    </Card>
  );
}
