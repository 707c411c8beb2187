import { reviewedFieldLabel, type MemberProfile } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { formatDate } from '../../lib/format';

const list = (fields: Parameters<typeof reviewedFieldLabel>[0][]) =>
  fields.map(reviewedFieldLabel).join(', ').toLowerCase();

/** A change reviewed in the last week is still news; older decisions are not repeated. */
const RECENT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A verified member's change to details their verification certifies: waiting, or what the
 * reviewer decided. Until approval, Check Verification answers with the approved details.
 */
export function ProfileReviewNotice({ profile }: { profile: MemberProfile }) {
  const review = profile.profile_review;
  if (!review) return null;
  const fields = list(review.fields);
  if (review.status === 'pending') {
    return (
      <Alert tone="info" title="Your change is waiting for a reviewer">
        <p>
          You changed your {fields} on {formatDate(review.requested_at)}. Your verification
          certifies these details, so a reviewer checks the change first, usually within 24-48
          hours.
        </p>
        <p className="mt-1">
          Until then, members who check you see the details we approved, and a new number does not
          find you yet.
        </p>
      </Alert>
    );
  }
  const recent = review.decided_at && Date.now() - Date.parse(review.decided_at) < RECENT_MS;
  if (!recent) return null;
  if (review.status === 'rejected') {
    return (
      <Alert tone="warning" title="Your change was not approved">
        <p>Reason: {review.reason || 'No reason was given.'}</p>
        <p className="mt-1">
          Your profile shows your verified {fields} again. You can make the change once more with
          what the reviewer asked for.
        </p>
      </Alert>
    );
  }
  if (review.status === 'approved') {
    return (
      <Alert tone="success" title="Your change was approved">
        Members who check you now see your new {fields}.
      </Alert>
    );
  }
  return null;
}
