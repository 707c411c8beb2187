import { reviewedFieldLabel, type MemberProfile } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { formatDate } from '../../lib/format';
import { defineMessages, useIntl } from '../../i18n';
import type { Message } from '../../i18n/messages';

const m = defineMessages({
  first_name: {
    id: 'profile.ProfileReviewNotice.firstName',
    defaultMessage: 'first name',
    description: 'A profile field, inside a sentence: "You changed your first name on ..."',
  },
  last_name: {
    id: 'profile.ProfileReviewNotice.lastName',
    defaultMessage: 'last name',
    description: 'A profile field, inside a sentence: "You changed your last name on ..."',
  },
  wechat_id: {
    id: 'profile.ProfileReviewNotice.wechatId',
    defaultMessage: 'WeChat ID',
    description: 'A profile field, inside a sentence: "You changed your WeChat ID on ..."',
  },
  phone_number: {
    id: 'profile.ProfileReviewNotice.phoneNumber',
    defaultMessage: 'phone number',
    description: 'A profile field, inside a sentence (older changes only)',
  },
  whatsapp_number: {
    id: 'profile.ProfileReviewNotice.whatsappNumber',
    defaultMessage: 'WhatsApp number',
    description: 'A profile field, inside a sentence (older changes only)',
  },
  pendingTitle: {
    id: 'profile.ProfileReviewNotice.pendingTitle',
    defaultMessage: 'Your change is waiting for a reviewer',
  },
  pending: {
    id: 'profile.ProfileReviewNotice.pending',
    defaultMessage:
      'You changed your {fields} on {date}. Your verification certifies these details, so a reviewer checks the change first, usually within 24-48 hours.',
    description: '{fields}: the changed fields, e.g. "first name, last name"; {date}: a day',
  },
  pendingMeanwhile: {
    id: 'profile.ProfileReviewNotice.pendingMeanwhile',
    defaultMessage:
      'Until then, members who check you see the details we approved, and a new number does not find you yet.',
  },
  rejectedTitle: {
    id: 'profile.ProfileReviewNotice.rejectedTitle',
    defaultMessage: 'Your change was not approved',
  },
  reason: {
    id: 'profile.ProfileReviewNotice.reason',
    defaultMessage: 'Reason: {reason}',
    description: "{reason}: the reviewer's own words",
  },
  noReason: { id: 'profile.ProfileReviewNotice.noReason', defaultMessage: 'No reason was given.' },
  rejected: {
    id: 'profile.ProfileReviewNotice.rejected',
    defaultMessage:
      'Your profile shows your verified {fields} again. You can make the change once more with what the reviewer asked for.',
    description: '{fields}: the changed fields, e.g. "first name, last name"',
  },
  approvedTitle: {
    id: 'profile.ProfileReviewNotice.approvedTitle',
    defaultMessage: 'Your change was approved',
  },
  approved: {
    id: 'profile.ProfileReviewNotice.approved',
    defaultMessage: 'Members who check you now see your new {fields}.',
    description: '{fields}: the changed fields, e.g. "first name, last name"',
  },
});

type Field = Parameters<typeof reviewedFieldLabel>[0];

/** The fields in words, as the sentences name them. */
const fieldNames: Partial<Record<string, Message>> = {
  first_name: m.first_name,
  last_name: m.last_name,
  wechat_id: m.wechat_id,
  phone_number: m.phone_number,
  whatsapp_number: m.whatsapp_number,
};

/** A change reviewed in the last week is still news; older decisions are not repeated. */
const RECENT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A verified member's change to details their verification certifies: waiting, or what the
 * reviewer decided. Until approval, Check Verification answers with the approved details.
 */
export function ProfileReviewNotice({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const review = profile.profile_review;
  if (!review) return null;
  const fieldName = (f: Field) => {
    const known = fieldNames[f];
    return known ? intl.formatMessage(known) : reviewedFieldLabel(f).toLowerCase();
  };
  const fields = review.fields.map(fieldName).join(', ');
  if (review.status === 'pending') {
    return (
      <Alert tone="info" title={intl.formatMessage(m.pendingTitle)}>
        <p>{intl.formatMessage(m.pending, { fields, date: formatDate(review.requested_at) })}</p>
        <p className="mt-1">{intl.formatMessage(m.pendingMeanwhile)}</p>
      </Alert>
    );
  }
  const recent = review.decided_at && Date.now() - Date.parse(review.decided_at) < RECENT_MS;
  if (!recent) return null;
  if (review.status === 'rejected') {
    return (
      <Alert tone="warning" title={intl.formatMessage(m.rejectedTitle)}>
        <p>
          {intl.formatMessage(m.reason, {
            reason: review.reason || intl.formatMessage(m.noReason),
          })}
        </p>
        <p className="mt-1">{intl.formatMessage(m.rejected, { fields })}</p>
      </Alert>
    );
  }
  if (review.status === 'approved') {
    return (
      <Alert tone="success" title={intl.formatMessage(m.approvedTitle)}>
        {intl.formatMessage(m.approved, { fields })}
      </Alert>
    );
  }
  return null;
}
