import { Wallet } from 'lucide-react';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder: adding wallet addresses arrives with the wallet API. */
export default function WalletPage() {
  useDocumentTitle('Wallet');
  return (
    <>
      <PageHeading
        title="Wallet"
        description="The crypto addresses people can check against your verified profile."
      />
      <Card>
        <EmptyState icon={Wallet} title="No wallets added yet.">
          Soon you will add your USDT, Bitcoin, Ethereum and BNB addresses here.
        </EmptyState>
      </Card>
    </>
  );
}
