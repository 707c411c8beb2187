import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { constants } from '@vouch/contracts';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { formatNaira } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until payments and the KYC wizard land: says what the screen will do. */
export default function KycPage() {
  useDocumentTitle('KYC');
  return (
    <>
      <PageHeading
        title="KYC"
        description="Verify your identity once and get your verified badge."
      />
      <Card>
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <BadgeCheck className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-brand-700">
              Verification fee: {formatNaira(constants.kycFeeNaira)}
            </h2>
            <p className="mt-1 text-ink-700">
              Here you will pay the one-time {constants.kycFeeNaira.toLocaleString('en-NG')} NGN fee
              by card, bank transfer or USSD, then start the KYC process: your ID details, a
              portrait photo, your identity document and your business details.
            </p>
            <p className="mt-3 text-ink-600">
              Online payment is coming soon. Meanwhile, read the{' '}
              <Link to={paths.guidelines} className="font-semibold text-accent-700 underline">
                verification guidelines
              </Link>{' '}
              to get your documents ready.
            </p>
          </div>
        </div>
      </Card>
    </>
  );
}
