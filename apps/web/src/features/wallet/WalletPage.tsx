import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, RotateCw, Wallet } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  constants,
  walletMessages,
  walletProofMessages,
  type MemberProfile,
  type MemberWallet,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountInfoKey } from '../../lib/account-info';
import { AddWalletForm } from './AddWalletForm';
import { EditLabelModal } from './EditLabelModal';
import { ProveWalletModal } from './ProveWalletModal';
import { RemoveWalletModal } from './RemoveWalletModal';
import { fetchWallets, walletsKey } from './wallet-api';
import { WalletTable } from './WalletTable';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  title: {
    id: 'wallet.WalletPage.title',
    defaultMessage: 'Wallet',
    description: 'Page title and heading',
  },
  description: {
    id: 'wallet.WalletPage.description',
    defaultMessage:
      'The crypto addresses people can check against your verified profile. Prove an address and a lookup of it finds you.',
  },
  loading: { id: 'wallet.WalletPage.loading', defaultMessage: 'Loading your wallets' },
  loadFailed: {
    id: 'wallet.WalletPage.loadFailed',
    defaultMessage: 'Your wallets could not be loaded.',
  },
  tryAgain: {
    id: 'wallet.WalletPage.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button',
  },
  emptyTitle: { id: 'wallet.WalletPage.emptyTitle', defaultMessage: 'No wallets added yet.' },
  emptyText: {
    id: 'wallet.WalletPage.emptyText',
    defaultMessage:
      'Add the USDT, Bitcoin, Ethereum or BNB addresses you pay and get paid with, so people who look you up can check them. Prove each one by signing a message with its wallet: only proven addresses find you in a lookup.',
  },
  add: {
    id: 'wallet.WalletPage.add',
    defaultMessage: 'Add New Wallet',
    description: 'Button and the heading of the form it opens',
  },
});

/**
 * Spec 2's Wallet: the member's addresses and the Add New Wallet form, hidden until pressed;
 * each address with its proof status, and Prove, Label and Remove.
 */
export default function WalletPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const queryClient = useQueryClient();
  const {
    data: wallets,
    isPending,
    isError,
    refetch,
  } = useQuery({
    queryKey: walletsKey,
    queryFn: fetchWallets,
  });
  const [formOpen, setFormOpen] = useState(false);
  const [added, setAdded] = useState<string | false>(false);
  const [proving, setProving] = useState<MemberWallet | null>(null);
  const [editing, setEditing] = useState<MemberWallet | null>(null);
  const [removing, setRemoving] = useState<MemberWallet | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const formHeading = useId();

  // Spec 9: the success banner stays for 3 seconds.
  useEffect(() => {
    if (!added) return;
    const t = setTimeout(() => setAdded(false), constants.walletSuccessMs);
    return () => clearTimeout(t);
  }, [added]);

  // The form closed (Cancel, success): focus goes back to the button that opened it.
  useEffect(() => {
    if (formOpen || !returnFocus.current) return;
    returnFocus.current = false;
    addButton.current?.focus();
  }, [formOpen]);

  function open() {
    setAdded(false);
    setFormOpen(true);
  }

  function close() {
    returnFocus.current = true;
    setFormOpen(false);
  }

  async function changed(notice: string) {
    await queryClient.invalidateQueries({ queryKey: walletsKey });
    void queryClient.invalidateQueries({ queryKey: accountInfoKey });
    setAdded(notice);
  }

  function onAdded(updated: MemberProfile) {
    queryClient.setQueryData(accountInfoKey, updated);
    void queryClient.invalidateQueries({ queryKey: walletsKey });
    close();
    setAdded(walletMessages.added);
  }

  let list;
  if (isPending) {
    list = (
      <Card className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-8" label={intl.formatMessage(m.loading)} />
      </Card>
    );
  } else if (isError && !wallets) {
    list = (
      <Alert
        tone="error"
        title={intl.formatMessage(m.loadFailed)}
        actions={
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.tryAgain)}
          </Button>
        }
      />
    );
  } else if (!wallets || wallets.length === 0) {
    list = (
      <Card>
        <EmptyState icon={Wallet} title={intl.formatMessage(m.emptyTitle)}>
          {intl.formatMessage(m.emptyText)}
        </EmptyState>
      </Card>
    );
  } else {
    list = (
      <WalletTable
        wallets={wallets}
        onProve={(w) => {
          setAdded(false);
          setProving(w);
        }}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
    );
  }

  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={
          !formOpen && (
            <Button ref={addButton} onClick={open}>
              <Plus className="size-5" aria-hidden="true" />
              {intl.formatMessage(m.add)}
            </Button>
          )
        }
      />
      <div className="space-y-6">
        {added && <Alert tone="success">{added}</Alert>}
        {formOpen && (
          <Card>
            <h2 id={formHeading} className="mb-5 text-lg font-semibold text-brand-700">
              {intl.formatMessage(m.add)}
            </h2>
            <AddWalletForm
              onAdded={onAdded}
              onFailed={() => void queryClient.invalidateQueries({ queryKey: accountInfoKey })}
              onCancel={close}
              labelledBy={formHeading}
            />
          </Card>
        )}
        {list}
      </div>
      <ProveWalletModal
        wallet={proving}
        onClose={() => setProving(null)}
        onProven={(message) => {
          setProving(null);
          void changed(message);
        }}
      />
      <EditLabelModal
        wallet={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void changed(walletProofMessages.labelSaved);
        }}
      />
      <RemoveWalletModal
        wallet={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          void changed(walletProofMessages.removed);
        }}
      />
    </>
  );
}
