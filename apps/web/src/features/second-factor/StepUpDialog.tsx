import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/Alert';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { fetchMemberStatus, memberFactorApi, memberFactorKey } from './api';
import { VerifyCode } from './VerifyCode';

const api = memberFactorApi();

interface StepUpDialogProps {
  open: boolean;
  /** true once the factor is passed (the action is then sent again); false when closed. */
  onDone: (confirmed: boolean) => void;
}

/**
 * "Confirm it's you": a code, a recovery code or a passkey, asked when the server answers a
 * sensitive action with errors.second_factor 'step_up' (decision 0033).
 */
export function StepUpDialog({ open, onDone }: StepUpDialogProps) {
  const status = useQuery({
    queryKey: [...memberFactorKey, 'status'],
    queryFn: async () => {
      const res = await fetchMemberStatus();
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
    staleTime: 0,
    retry: false,
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onDone(false);
      }}
      title="Confirm it's you"
      description="For your security, this needs your second factor again."
    >
      {status.isPending && <Spinner label="Loading" />}
      {status.isError && <Alert tone="error">{status.error.message}</Alert>}
      {status.data && (
        <VerifyCode
          api={api}
          passkeys={status.data.passkeys}
          totp={status.data.totp}
          noCodesLeft="No codes left? Contact us from the Support page."
          onVerified={() => onDone(true)}
        />
      )}
    </Modal>
  );
}
