import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

interface CloseTicketDialogProps {
  reference: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
}

/** 'Close ticket' asks first: a closed ticket takes no more replies from either side. */
export function CloseTicketDialog({
  reference,
  open,
  onOpenChange,
  onConfirm,
}: CloseTicketDialogProps) {
  const [closing, setClosing] = useState(false);

  async function confirm() {
    setClosing(true);
    try {
      await onConfirm();
    } finally {
      setClosing(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !closing && onOpenChange(o)}
      title="Close this ticket?"
      description={`Ticket ${reference} will be closed. Neither the member nor the team can reply to it afterwards.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={closing}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} loading={closing}>
          Close ticket
        </Button>
      </div>
    </Modal>
  );
}
