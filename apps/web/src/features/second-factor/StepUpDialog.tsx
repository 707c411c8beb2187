import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/Alert';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { fetchMemberStatus, memberFactorApi, memberFactorKey } from './api';
import { VerifyCode } from './VerifyCode';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  title: {
    id: 'secondFactor.StepUpDialog.title',
    defaultMessage: "Confirm it's you",
    description: 'Dialog title',
  },
  description: {
    id: 'secondFactor.StepUpDialog.description',
    defaultMessage: 'For your security, this needs your second factor again.',
    description: 'Second factor: the authenticator app code or the passkey',
  },
  loading: { id: 'secondFactor.StepUpDialog.loading', defaultMessage: 'Loading' },
  noCodesLeft: {
    id: 'secondFactor.StepUpDialog.noCodesLeft',
    defaultMessage: 'No codes left? Contact us from the Support page.',
  },
});

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
  const intl = useIntl();
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
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
    >
      {status.isPending && <Spinner label={intl.formatMessage(m.loading)} />}
      {status.isError && <Alert tone="error">{status.error.message}</Alert>}
      {status.data && (
        <VerifyCode
          api={api}
          passkeys={status.data.passkeys}
          totp={status.data.totp}
          noCodesLeft={intl.formatMessage(m.noCodesLeft)}
          onVerified={() => onDone(true)}
        />
      )}
    </Modal>
  );
}
