import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import {
  countries,
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

function labelOf(options: readonly { value: string; label: string }[], value: string) {
  return options.find((o) => o.value === value)?.label ?? value;
}

export default function ProfilePage() {
  useDocumentTitle('Profile');
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
    profile ? pick(profile) || '—' : FETCHING;
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
            {profile ? `${profile.first_name} ${profile.last_name}` : 'Profile'}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-600">
            {profile && (
              <StatusBadge status={profile.status} kycStatus={profile.kyc_status ?? null} />
            )}
            <span>Member since {show((p) => formatDate(p.create_date))}</span>
          </div>
        </div>
        <Button variant="secondary" disabled={!profile} onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit Profile
        </Button>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-brand-700">Personal Information</h2>
        <InfoList>
          <InfoRow
            label="UUID"
            value={<span className="font-mono text-sm">{show((p) => p.uuid)}</span>}
            action={profile && <CopyButton value={profile.uuid} label="UUID" />}
          />
          <InfoRow label="Email Address" value={show((p) => p.email_address)} />
          <InfoRow
            label="Phone Number"
            value={
              profile ? (
                <NumberValue
                  number={profile.phone_number}
                  state={profile.numbers.phone}
                  label="phone"
                  onProve={() => setProving('phone')}
                />
              ) : (
                FETCHING
              )
            }
          />
          <InfoRow
            label="WhatsApp Number"
            value={
              profile ? (
                <NumberValue
                  number={profile.whatsapp_number}
                  state={profile.numbers.whatsapp}
                  label="WhatsApp"
                  onProve={() => setProving('whatsapp')}
                />
              ) : (
                FETCHING
              )
            }
          />
          {profile?.wechat_id && <InfoRow label="WeChat ID" value={profile.wechat_id} />}
          {profile?.wechat_name && <InfoRow label="WeChat Name" value={profile.wechat_name} />}
          <InfoRow label="Gender" value={show((p) => labelOf(genders, p.gender))} />
          <InfoRow label="Date of Birth" value={show((p) => dobForDisplay(p.dob))} />
          <InfoRow label="Country" value={show((p) => labelOf(countries, p.country))} />
        </InfoList>
      </Card>

      {profile?.status === 'VERIFIED' && <AddressCard />}

      <Card>
        <h2 className="text-lg font-semibold text-brand-700">Account Activity</h2>
        <InfoList>
          <InfoRow label="Last Seen" value={show((p) => formatDateTime(p.last_seen))} />
          <InfoRow label="Last IP Address" value={show((p) => p.last_ip_address)} />
        </InfoList>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-brand-700">Wallet Addresses</h2>
        {profile ? (
          <WalletAddressList wallets={parseWalletAddresses(profile.wallet_address)} own />
        ) : (
          <p className="mt-3 text-ink-600">{FETCHING}</p>
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
