import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';

export interface ModalFormProps {
  /** a form mounted only while it is shown leaves this out */
  open?: boolean;
  title: string;
  size?: ModalProps['size'];
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  /** the save is under way: the submit button spins, Cancel waits */
  pending?: boolean;
  submitDisabled?: boolean;
  /** the form element's class (its layout) */
  className?: string;
  /** footer buttons before Cancel (e.g. Delete), left of the usual pair */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * The skeleton of every form in a modal: the fields in a <form> (Enter submits, no browser validation: the
 * contract's messages show instead), Cancel and the submitting button in the footer, tied to the form by its id.
 */
export function ModalForm({
  open = true,
  title,
  size,
  onClose,
  onSubmit,
  submitLabel,
  pending = false,
  submitDisabled = false,
  className,
  extraActions,
  children,
}: ModalFormProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      size={size}
      onClose={onClose}
      footer={
        <>
          {extraActions}
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={className} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
