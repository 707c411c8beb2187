import { Smartphone } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { useKycTiers } from './use-kyc-tiers';

const m = defineMessages({
  title: {
    id: 'tiers.VirtualNinHelp.title',
    defaultMessage: 'Make a virtual NIN for Vouch',
    description: 'Heading of the steps',
  },
  app: {
    id: 'tiers.VirtualNinHelp.app',
    defaultMessage:
      'In the <b>NIMC mobile app</b>, choose “Get Virtual NIN” and enter the enterprise code <mono>{enterpriseCode}</mono>.',
    description:
      "“Get Virtual NIN” is the button's name in the NIMC app (keep it as the app shows it); {enterpriseCode}: a code",
  },
  ussd: {
    id: 'tiers.VirtualNinHelp.ussd',
    defaultMessage:
      'Or dial <mono>*346*3*your NIN*{enterpriseCode}#</mono> from the phone number linked to your NIN.',
    description:
      'A USSD code to dial: translate only "your NIN" inside it; {enterpriseCode}: a code',
  },
  type: {
    id: 'tiers.VirtualNinHelp.type',
    defaultMessage:
      'Type the 16-character code you get (two letters, twelve digits, two letters). It works for 72 hours; Vouch uses it once to read your NIN record and does not keep it.',
  },
});

/**
 * How to make a virtual NIN for Vouch (issue 48): NIMC's app or its USSD, for the enterprise code
 * the identity provider holds (configuration). The token is valid 72 hours and used once.
 */
export function VirtualNinHelp() {
  const intl = useIntl();
  const tiers = useKycTiers();
  const code = tiers.data?.vnin.enterprise_code;
  return (
    <div className="space-y-2 text-sm text-ink-700">
      <p className="flex items-start gap-2 font-medium text-ink-900">
        <Smartphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {intl.formatMessage(m.title)}
      </p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          <FormattedMessage
            {...m.app}
            values={{
              enterpriseCode: code ?? '…',
              b: (chunks) => <strong>{chunks}</strong>,
              mono: (chunks) => (
                <strong className="font-mono" data-testid="vnin-enterprise-code">
                  {chunks}
                </strong>
              ),
            }}
          />
        </li>
        <li>
          <FormattedMessage
            {...m.ussd}
            values={{
              enterpriseCode: code ?? '…',
              mono: (chunks) => <strong className="font-mono break-all">{chunks}</strong>,
            }}
          />
        </li>
        <li>{intl.formatMessage(m.type)}</li>
      </ol>
    </div>
  );
}
