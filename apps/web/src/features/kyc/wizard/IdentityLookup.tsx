import { Search } from 'lucide-react';
import { useState } from 'react';
import { isVnin, kycPaths, type IdentityLookupResult } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { defineMessages, FormattedMessage, useIntl } from '../../../i18n';
import { VirtualNinCheckbox, VirtualNinHelp } from '../../tiers';
import { apiRequest } from '../../../lib/api';
import { useSessionUser } from '../../../lib/use-session-user';
import type { LookupSnapshot } from './draft';
import { LookupResult } from './LookupResult';

interface IdentityLookupProps {
  idType: string;
  /** The trimmed ID number, already valid (else null). */
  idNumber: string | null;
  lookup: LookupSnapshot | null;
  onFound: (lookup: LookupSnapshot) => void;
  /** Shows the ID number's own error when it is not valid yet. */
  onInvalidNumber: () => void;
  onContinueWithout: () => void;
}

type LookupError = { message: string; retry: boolean };

const m = defineMessages({
  vninInvalid: {
    id: 'kyc.IdentityLookup.vninInvalid',
    defaultMessage: 'A virtual NIN is 16 characters: two letters, twelve digits, two letters',
    description: 'Error under the virtual NIN field',
  },
  title: {
    id: 'kyc.IdentityLookup.title',
    defaultMessage: 'Check your {registry} (optional)',
    description: '{registry} is BVN or NIN',
  },
  intro: {
    id: 'kyc.IdentityLookup.intro',
    defaultMessage:
      'We can look up your {registry} record and compare it with your name and date of birth. This speeds up the review, and a live selfie can then be approved in seconds.',
    description: '{registry} is BVN or NIN',
  },
  tryAgain: { id: 'kyc.IdentityLookup.tryAgain', defaultMessage: 'Try again' },
  continueWithout: {
    id: 'kyc.IdentityLookup.continueWithout',
    defaultMessage: 'Continue without lookup',
    description: 'Button: go on without checking the BVN or NIN record',
  },
  useVnin: {
    id: 'kyc.IdentityLookup.useVnin',
    defaultMessage: 'Use a virtual NIN for the lookup',
  },
  vninLabel: { id: 'kyc.IdentityLookup.vninLabel', defaultMessage: 'Virtual NIN' },
  vninHint: {
    id: 'kyc.IdentityLookup.vninHint',
    defaultMessage: '16 characters, e.g. AB012345678910YZ',
  },
  lookUpVnin: {
    id: 'kyc.IdentityLookup.lookUpVnin',
    defaultMessage: 'Look up with my virtual NIN',
  },
  lookUp: {
    id: 'kyc.IdentityLookup.lookUp',
    defaultMessage: 'Look up my {registry}',
    description: 'Button; {registry} is BVN or NIN',
  },
});

/**
 * Spec 7's identity lookup, offered for Nigeria + BVN, and + NIN since issue 48 (typed, or as a
 * virtual NIN made for Vouch, which is sent once and kept nowhere, not even in the draft): the
 * member's names and date of birth go with the number. The server answers with the record only when it is the member's own (names and date
 * of birth match); an unknown BVN and someone else's read alike, naming no detail, and an account
 * has a few lookups only (issue 31). On failure nothing is saved, and the member can try again
 * (when the service is down) or continue without it.
 */
export function IdentityLookup(props: IdentityLookupProps) {
  const { idType, idNumber, lookup, onFound, onInvalidNumber, onContinueWithout } = props;
  const intl = useIntl();
  const user = useSessionUser();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LookupError | null>(null);
  const [virtual, setVirtual] = useState(false);
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const name = idType === 'nin' ? 'NIN' : 'BVN';

  async function run() {
    if (!idNumber) return onInvalidNumber();
    if (!user) return;
    if (virtual && !isVnin(token)) {
      return setTokenError(intl.formatMessage(m.vninInvalid));
    }
    setBusy(true);
    setError(null);
    setTokenError(null);
    const sent = virtual ? token.trim() : idNumber;
    // The token leaves this component's state with the request.
    setToken('');
    const res = await apiRequest<IdentityLookupResult>(kycPaths.identityLookup, {
      body: {
        id_type: idType,
        id_number: sent,
        first_name: user.first_name,
        last_name: user.last_name,
        dob: user.dob,
      },
    });
    setBusy(false);
    if (!res.ok) {
      // A provider that is down may answer on a retry; a missing or someone else's record won't.
      return setError({ message: res.msg, retry: res.status === 502 || res.status >= 500 });
    }
    const r = res.msg;
    onFound({
      idNumber,
      firstname: r.firstname,
      lastname: r.lastname,
      middlename: r.middlename,
      matches: r.matches,
      matchedFor: { first_name: user.first_name, last_name: user.last_name, dob: user.dob },
    });
  }

  return (
    <div className="space-y-4 rounded-2xl bg-ink-50 p-3 sm:p-5">
      <div>
        <h3 className="font-semibold text-ink-900">
          <FormattedMessage {...m.title} values={{ registry: name }} />
        </h3>
        <p className="mt-1 text-sm text-ink-700">
          <FormattedMessage {...m.intro} values={{ registry: name }} />
        </p>
      </div>
      {lookup && user && <LookupResult lookup={lookup} user={user} registry={name} />}
      {error && (
        <Alert
          tone="error"
          actions={
            <>
              {error.retry && (
                <Button size="sm" variant="secondary" loading={busy} onClick={run}>
                  {intl.formatMessage(m.tryAgain)}
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={onContinueWithout}>
                {intl.formatMessage(m.continueWithout)}
              </Button>
            </>
          }
        >
          <p>{error.message}</p>
        </Alert>
      )}
      {!lookup && !error && idType === 'nin' && (
        <VirtualNinCheckbox
          checked={virtual}
          label={intl.formatMessage(m.useVnin)}
          onChange={(on) => {
            setVirtual(on);
            setToken('');
            setTokenError(null);
          }}
        />
      )}
      {!lookup && !error && virtual && (
        <div className="space-y-3">
          <VirtualNinHelp />
          <TextField
            label={intl.formatMessage(m.vninLabel)}
            name="vnin"
            autoComplete="off"
            hint={intl.formatMessage(m.vninHint)}
            value={token}
            maxLength={16}
            error={tokenError ?? undefined}
            onChange={(e) => setToken(e.target.value.toUpperCase())}
            className="max-w-md"
          />
        </div>
      )}
      {!lookup && !error && (
        <Button variant="secondary" loading={busy} onClick={run}>
          <Search className="size-4" aria-hidden="true" />
          {virtual
            ? intl.formatMessage(m.lookUpVnin)
            : intl.formatMessage(m.lookUp, { registry: name })}
        </Button>
      )}
    </div>
  );
}
