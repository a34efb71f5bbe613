import { useState } from 'react';
import type { CollectionImport } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useUndoImport } from '../api/collection-import';
import { plural } from '../lib/import-labels';

export interface UndoImportButtonProps {
  upload: CollectionImport;
  /** the button's text ('Undo this import', or 'Undo' in the list) */
  children: string;
}

/** Undo with a confirmation naming how many cards go. */
export function UndoImportButton({ upload, children }: UndoImportButtonProps) {
  const [open, setOpen] = useState(false);
  const undo = useUndoImport();
  const count = upload.added ?? 0;
  const close = () => {
    undo.reset();
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="danger"
        size="sm"
        aria-label={children === 'Undo' ? `Undo the import of ${upload.file_name}` : undefined}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        title="Undo this import?"
        confirmLabel={`Remove ${plural(count, 'card')}`}
        pending={undo.isPending}
        onClose={close}
        onConfirm={() =>
          undo.mutate(upload.import_id, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setOpen(false);
            },
          })
        }
      >
        <p>
          This removes the {plural(count, 'card')} that the import of <strong>{upload.file_name}</strong>{' '}
          added to your collection. Cards you added any other way stay.
        </p>
        <FormError boxed>
          {undo.isError
            ? errorText(undo.error, { fallback: 'The import could not be undone', prefer: 'message' })
            : null}
        </FormError>
      </ConfirmDialog>
    </>
  );
}
