import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/Alert';
import { PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/Spinner';
import { defineMessages, useIntl } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { accountInfoKey, fetchAccountInfo } from '../../lib/account-info';
import { KycPaymentPrompt, useKycPayment } from '../payments';
import { businessPaysFee, useWaitingBusinesses, WaitingBusinesses } from '../verification-links';
import { BeforeYouPay } from './BeforeYouPay';
import { KycInfo } from './info/KycInfo';
import { useKycRecord } from './info/use-kyc-record';
import { KycFeePaidCard, VerifyEmailBeforePaymentCard } from './KycStatusCards';

const m = defineMessages({
  tabTitle: {
    id: 'kyc.KycPage.tabTitle',
    defaultMessage: 'KYC',
    description: "The browser tab's title",
  },
  title: { id: 'kyc.KycPage.title', defaultMessage: 'KYC', description: 'Page heading' },
  description: {
    id: 'kyc.KycPage.description',
    defaultMessage: 'Verify your identity once and get your verified badge.',
  },
});

/**
 * Spec 2's /kyc: the payment prompt first, then the 'Start KYC Process' link, by the member's
 * status (refetched on every visit).
 */
export default function KycPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  // Always fresh here: the e-mail may have been verified, or the fee paid, in another tab.
  const { data } = useQuery({ queryKey: accountInfoKey, queryFn: fetchAccountInfo, staleTime: 0 });
  // Every fetch of the user info also updates the session's copy, so that one is the newest.
  const status = useSessionUser()?.status ?? data?.status;
  // Lives here, not in the prompt: the result banner must outlive the prompt once paid.
  const payment = useKycPayment();
  const record = useKycRecord();
  const waiting = useWaitingBusinesses(status);

  const banner = payment.result && (
    <Alert tone={payment.result.tone} onDismiss={payment.dismissResult}>
      {payment.result.text}
    </Alert>
  );

  let section;
  switch (status) {
    case undefined:
      section = <PageSpinner />;
      break;
    case 'EMAIL_VERIFICATION':
      section = (
        <>
          <VerifyEmailBeforePaymentCard />
          <div className="mt-6">
            <BeforeYouPay />
          </div>
        </>
      );
      break;
    case 'KYC_REQUIREMENT':
      // What it takes comes before the fee (issue 37); a business paying it starts KYC from its
      // banner above instead (issue 47).
      section = (
        <>
          <BeforeYouPay />
          {!businessPaysFee(waiting) && <KycPaymentPrompt payment={payment} banner={banner} />}
        </>
      );
      break;
    default:
      // KYC_IN_PROGRESS and VERIFIED count as paid: the submitted record if there is one (spec 4:
      // a failed fetch means nothing was submitted yet), else the 'Start KYC Process' link.
      section = record.isPending ? (
        <PageSpinner />
      ) : record.data ? (
        <KycInfo record={record.data} />
      ) : (
        <KycFeePaidCard />
      );
  }

  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      <WaitingBusinesses status={status} waiting={waiting} />
      {/* Once paid the prompt is gone: the result (the success) shows above what replaced it. */}
      {status !== 'KYC_REQUIREMENT' && banner && <div className="mb-6">{banner}</div>}
      {section}
    </>
  );
}
