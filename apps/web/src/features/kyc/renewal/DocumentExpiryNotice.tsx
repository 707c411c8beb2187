import { Link } from 'react-router';
import type { DocumentExpiry } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { paths } from '../../../lib/paths';
import { expiryWords } from './expiry-words';
import { useDocumentExpiry } from './use-document-expiry';

/** The notice itself, for a passport that needs renewing; nothing while it is valid. */
export function DocumentExpiryAlert({ expiry }: { expiry: DocumentExpiry | null | undefined }) {
  if (!expiry || expiry.state === 'valid') return null;
  const words = expiryWords(expiry);
  return (
    <Alert
      tone={expiry.state === 'expired' ? 'error' : expiry.renewal_pending ? 'info' : 'warning'}
      title={words.title}
      className="mb-6"
      actions={
        expiry.renewal_pending ? undefined : (
          <Link className={buttonClass('primary', 'sm')} to={paths.kycRenew}>
            Renew my document
          </Link>
        )
      }
    >
      {words.text}
    </Alert>
  );
}

/** The dashboard's notice (issue 50): shown to a verified member whose passport needs renewing. */
export function DocumentExpiryNotice({ verified }: { verified: boolean }) {
  const expiry = useDocumentExpiry(verified);
  return <DocumentExpiryAlert expiry={expiry.data} />;
}
