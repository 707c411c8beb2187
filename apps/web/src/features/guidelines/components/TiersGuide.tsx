import { Layers } from 'lucide-react';
import { defineMessages, useIntl } from '../../../i18n';
import { TierTable, useKycTiers } from '../../tiers';
import { GuideCard } from './GuideCard';

const m = defineMessages({
  title: { id: 'guidelines.tiers.title', defaultMessage: 'KYC tiers' },
  intro: {
    id: 'guidelines.tiers.intro',
    defaultMessage:
      "Banks, wallets and lenders must place every customer in one of the CBN's three KYC tiers. Vouch tells them yours, from what it verified. Since December 2023 even Tier 1 needs a BVN or NIN matched electronically, so look one up when you verify.",
  },
});

/** The CBN's three tiers (issue 48): what each needs, allows, and its limits. */
export function TiersGuide() {
  const intl = useIntl();
  const tiers = useKycTiers();
  const limits = tiers.data
    ? Object.fromEntries(tiers.data.tiers.map((t) => [t.tier, t.limits]))
    : null;
  return (
    <GuideCard
      id="guide-tiers"
      icon={<Layers className="size-5" />}
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
    >
      <TierTable limits={limits} />
    </GuideCard>
  );
}
