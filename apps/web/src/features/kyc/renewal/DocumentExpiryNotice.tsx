import { Link } from 'react-router';
import type { DocumentExpiry } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { defineMessages, useIntl } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { expiryWords } from './expiry-words';
import { useDocumentExpiry } from './use-document-expiry';

const m = defineMessages({
  renew: {
    id: 'capture.DocumentExpiryNotice.renew',
    defaultMessage: 'Renew my document',
    description: 'Button: opens the page to send a new ID document',
  },
});

/** The notice itself, for a passport that needs renewing; nothing while it is valid. */
export function DocumentExpiryAlert({ expiry }: { expiry: DocumentExpiry | null | undefined }) {
  const intl = useIntl();
  if (!expiry || expiry.state === 'valid') return null;
  const words = expiryWords(expiry);
  return (
    <Alert
      tone={expiry.state === 'expired' ? 'error' : expiry.renewal_pending ? 'info' : 'warning'}
      title={intl.formatMessage(words.title.message, words.title.values)}
      className="mb-6"
      actions={
        expiry.renewal_pending ? undefined : (
          <Link className={buttonClass('primary', 'sm')} to={paths.kycRenew}>
            {intl.formatMessage(m.renew)}
          </Link>
        )
      }
    >
      {intl.formatMessage(words.text.message, words.text.values)}
    </Alert>
  );
}

/** The dashboard's notice (issue 50): shown to a verified member whose passport needs renewing. */
export function DocumentExpiryNotice({ verified }: { verified: boolean }) {
  const expiry = useDocumentExpiry(verified);
  return <DocumentExpiryAlert expiry={expiry.data} />;
}
