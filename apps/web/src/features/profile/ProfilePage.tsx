import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import {
  dobForDisplay,
  genders,
  messages,
  parseWalletAddresses,
  type MemberProfile,
  type NumberKind,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CopyButton } from '../../components/CopyButton';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatDateTime, initialsOf } from '../../lib/format';
import { countryLabel } from '../../lib/kyc-labels';
import { setUserInfo } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddressCard } from '../tiers';
import { accountInfoKey } from '../../lib/account-info';
import { useAccountInfo } from '../../lib/user-info';
import { EditProfileModal } from './EditProfileModal';
import { FETCHING, InfoList, InfoRow } from './InfoList';
import { NumberValue } from './NumberProof';
import { ProfileReviewNotice } from './ProfileReviewNotice';
import { ProveNumberModal } from './ProveNumberModal';
import { WalletAddressList } from './WalletAddressList';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  title: {
    id: 'profile.ProfilePage.title',
    defaultMessage: 'Profile',
    description: 'Page title, and the heading until the name loads',
  },
  memberSince: {
    id: 'profile.ProfilePage.memberSince',
    defaultMessage: 'Member since {date}',
    description: '{date}: the day the account was made, or "fetching..."',
  },
  edit: { id: 'profile.ProfilePage.edit', defaultMessage: 'Edit Profile', description: 'Button' },
  personal: {
    id: 'profile.ProfilePage.personal',
    defaultMessage: 'Personal Information',
    description: 'Heading',
  },
  email: { id: 'profile.ProfilePage.email', defaultMessage: 'Email Address' },
  phone: { id: 'profile.ProfilePage.phone', defaultMessage: 'Phone Number' },
  whatsapp: { id: 'profile.ProfilePage.whatsapp', defaultMessage: 'WhatsApp Number' },
  wechatId: { id: 'profile.ProfilePage.wechatId', defaultMessage: 'WeChat ID' },
  wechatName: { id: 'profile.ProfilePage.wechatName', defaultMessage: 'WeChat Name' },
  gender: { id: 'profile.ProfilePage.gender', defaultMessage: 'Gender' },
  genderValue: {
    id: 'profile.ProfilePage.genderValue',
    defaultMessage:
      '{gender, select, male {Male} female {Female} prefer_not_to_say {Prefer not to say} other {Other}}',
    description: "The member's gender as they chose it at sign-up",
  },
  dob: { id: 'profile.ProfilePage.dob', defaultMessage: 'Date of Birth' },
  country: { id: 'profile.ProfilePage.country', defaultMessage: 'Country' },
  activity: {
    id: 'profile.ProfilePage.activity',
    defaultMessage: 'Account Activity',
    description: 'Heading',
  },
  lastSeen: { id: 'profile.ProfilePage.lastSeen', defaultMessage: 'Last Seen' },
  lastIp: { id: 'profile.ProfilePage.lastIp', defaultMessage: 'Last IP Address' },
  wallets: {
    id: 'profile.ProfilePage.wallets',
    defaultMessage: 'Wallet Addresses',
    description: 'Heading',
  },
});

export default function ProfilePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const fetching = intl.formatMessage(FETCHING);
  // The genders the form offers, in words; anything else stored shows as it is.
  const genderOf = (g: string) =>
    genders.some((o) => o.value === g) ? intl.formatMessage(m.genderValue, { gender: g }) : g;
  const { data: profile } = useAccountInfo();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [proving, setProving] = useState<NumberKind | null>(null);

  async function onProven(message: string) {
    setProving(null);
    setSaved(message);
    await queryClient.invalidateQueries({ queryKey: accountInfoKey });
  }

  function onSaved(updated: MemberProfile) {
    setUserInfo(updated);
    queryClient.setQueryData(accountInfoKey, updated);
    setEditing(false);
    // A change waiting for review is explained by the notice below the banner.
    setSaved(messages.profileUpdated);
  }

  // Spec 8: until the profile arrives (or if it never does) the values read 'fetching...'.
  const show = (pick: (p: MemberProfile) => string | null | undefined) =>
    profile ? pick(profile) || '—' : fetching;
  const initials = profile ? initialsOf(profile.first_name, profile.last_name) : '';

  return (
    <div className="space-y-6">
      {saved && (
        <Alert tone="success" onDismiss={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      {profile && <ProfileReviewNotice profile={profile} />}

      <Card className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
        >
          {initials}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-brand-700 [overflow-wrap:anywhere]">
            {profile ? `${profile.first_name} ${profile.last_name}` : intl.formatMessage(m.title)}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-600">
            {profile && (
              <StatusBadge status={profile.status} kycStatus={profile.kyc_status ?? null} />
            )}
            <span>
              {intl.formatMessage(m.memberSince, {
                date: show((p) => formatDate(p.create_date)),
              })}
            </span>
          </div>
        </div>
        <Button variant="secondary" disabled={!profile} onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          {intl.formatMessage(m.edit)}
        </Button>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-brand-700">{intl.formatMessage(m.personal)}</h2>
        <InfoList>
          <InfoRow
            label="UUID"
            value={<span className="font-mono text-sm">{show((p) => p.uuid)}</span>}
            action={profile && <CopyButton value={profile.uuid} label="UUID" />}
          />
          <InfoRow label={intl.formatMessage(m.email)} value={show((p) => p.email_address)} />
          <InfoRow
            label={intl.formatMessage(m.phone)}
            value={
              profile ? (
                <NumberValue
                  number={profile.phone_number}
                  state={profile.numbers.phone}
                  kind="phone"
                  onProve={() => setProving('phone')}
                />
              ) : (
                fetching
              )
            }
          />
          <InfoRow
            label={intl.formatMessage(m.whatsapp)}
            value={
              profile ? (
                <NumberValue
                  number={profile.whatsapp_number}
                  state={profile.numbers.whatsapp}
                  kind="whatsapp"
                  onProve={() => setProving('whatsapp')}
                />
              ) : (
                fetching
              )
            }
          />
          {profile?.wechat_id && (
            <InfoRow label={intl.formatMessage(m.wechatId)} value={profile.wechat_id} />
          )}
          {profile?.wechat_name && (
            <InfoRow label={intl.formatMessage(m.wechatName)} value={profile.wechat_name} />
          )}
          <InfoRow label={intl.formatMessage(m.gender)} value={show((p) => genderOf(p.gender))} />
          <InfoRow label={intl.formatMessage(m.dob)} value={show((p) => dobForDisplay(p.dob))} />
          <InfoRow
            label={intl.formatMessage(m.country)}
            value={show((p) => countryLabel(p.country, intl))}
          />
        </InfoList>
      </Card>

      {profile?.status === 'VERIFIED' && <AddressCard />}

      <Card>
        <h2 className="text-lg font-semibold text-brand-700">{intl.formatMessage(m.activity)}</h2>
        <InfoList>
          <InfoRow
            label={intl.formatMessage(m.lastSeen)}
            value={show((p) => formatDateTime(p.last_seen))}
          />
          <InfoRow label={intl.formatMessage(m.lastIp)} value={show((p) => p.last_ip_address)} />
        </InfoList>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-brand-700">{intl.formatMessage(m.wallets)}</h2>
        {profile ? (
          <WalletAddressList wallets={parseWalletAddresses(profile.wallet_address)} own />
        ) : (
          <p className="mt-3 text-ink-600">{fetching}</p>
        )}
      </Card>

      {profile && (
        <ProveNumberModal
          kind={proving}
          number={proving === 'whatsapp' ? profile.whatsapp_number : profile.phone_number}
          onOpenChange={(open) => !open && setProving(null)}
          onProven={onProven}
        />
      )}
      {profile && (
        <EditProfileModal
          open={editing}
          onOpenChange={setEditing}
          profile={profile}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}
