import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  danger?: boolean;
  /** the confirming button waits for a choice the dialog asks for (a target to move records to) */
  confirmDisabled?: boolean;
  /** the dialog holds a form: the confirming button submits it (and onConfirm is not called) */
  form?: string;
  onConfirm?: () => void;
  onClose: () => void;
}

/** A question with Cancel and one confirming button; every confirmation in the app is one of these. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending = false,
  danger = true,
  confirmDisabled = false,
  form,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            type={form ? 'submit' : 'button'}
            form={form}
            variant={danger ? 'danger' : 'primary'}
            loading={pending}
            disabled={confirmDisabled}
            onClick={form ? undefined : onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
