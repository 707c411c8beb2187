import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Logo } from '../../components/Logo';
import { defineMessages, useIntl } from '../../i18n';
import { paths } from '../../lib/paths';
import { SideMenu } from './SideMenu';

const m = defineMessages({
  title: {
    id: 'shell.MobileMenu.title',
    defaultMessage: 'Menu',
    description: 'Name of the phone menu drawer, for screen readers',
  },
  close: { id: 'shell.MobileMenu.close', defaultMessage: 'Close menu' },
});

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** On small screens the side menu collapses into this drawer (spec 2). */
export function MobileMenu({ open, onOpenChange, onLogout, loggingOut }: MobileMenuProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-ink-200 px-4">
            <Dialog.Title className="sr-only">{intl.formatMessage(m.title)}</Dialog.Title>
            <Logo to={paths.dashboard} />
            <Dialog.Close
              aria-label={intl.formatMessage(m.close)}
              className="flex size-10 items-center justify-center rounded-field text-ink-700 hover:bg-ink-100"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <SideMenu
            onLogout={onLogout}
            loggingOut={loggingOut}
            onNavigate={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
