import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface DeleteCommentDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteCommentDialog({ open, pending, onConfirm, onClose }: DeleteCommentDialogProps) {
  return (
    <Modal
      open={open}
      title="Delete Comment"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    >
      <p>Are you sure you want to delete this comment? This action cannot be undone.</p>
    </Modal>
  );
}
