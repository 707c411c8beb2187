import { Smartphone } from 'lucide-react';
import { useKycTiers } from './use-kyc-tiers';

/**
 * How to make a virtual NIN for Vouch (issue 48): NIMC's app or its USSD, for the enterprise code
 * the identity provider holds (configuration). The token is valid 72 hours and used once.
 */
export function VirtualNinHelp() {
  const tiers = useKycTiers();
  const code = tiers.data?.vnin.enterprise_code;
  return (
    <div className="space-y-2 text-sm text-ink-700">
      <p className="flex items-start gap-2 font-medium text-ink-900">
        <Smartphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Make a virtual NIN for Vouch
      </p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          In the <strong>NIMC mobile app</strong>, choose “Get Virtual NIN” and enter the enterprise
          code{' '}
          <strong className="font-mono" data-testid="vnin-enterprise-code">
            {code ?? '…'}
          </strong>
          .
        </li>
        <li>
          Or dial <strong className="font-mono break-all">*346*3*your NIN*{code ?? '…'}#</strong>{' '}
          from the phone number linked to your NIN.
        </li>
        <li>
          Type the 16-character code you get (two letters, twelve digits, two letters). It works for
          72 hours; Vouch uses it once to read your NIN record and does not keep it.
        </li>
      </ol>
    </div>
  );
}
