import { useEffect, useId, useState, type FormEvent } from 'react';
import { CATALOGUE_ADMIN_MESSAGES as M, SET_YEAR, setYearProblem, type CardSet } from '@cardbinder/shared';
import { FormError } from '@/components/ui/form-error';
import { ModalForm } from '@/components/ui/modal-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useManufacturers, useOrganizations, useSaveSet, useUploadThumbnail } from '../api/use-admin-sets';
import '../catalogue-admin.css';

export interface SetEditModalProps {
  /** null creates a new set */
  set: CardSet | null;
  defaultYear?: number;
  onClose: () => void;
  onSaved?: (set: CardSet) => void;
}

/** Server answers that belong under a field rather than in a toast. */
const FIELD_OF_MESSAGE: Partial<Record<string, 'name' | 'year'>> = {
  [M.setNameRequired]: 'name',
  [M.setExists]: 'name',
  [M.setYearInvalid]: 'year',
};

/** Set edit modal (create or edit) with a thumbnail upload; buttons are disabled while saving. */
export function SetEditModal({ set, defaultYear, onClose, onSaved }: SetEditModalProps) {
  const organizations = useOrganizations();
  const manufacturers = useManufacturers();
  const save = useSaveSet();
  const upload = useUploadThumbnail();
  const [name, setName] = useState(set?.name ?? '');
  const [year, setYear] = useState(String(set?.year ?? defaultYear ?? new Date().getFullYear()));
  const [organization, setOrganization] = useState(set?.organization_id ? String(set.organization_id) : '');
  const [manufacturer, setManufacturer] = useState(set?.manufacturer_id ? String(set.manufacturer_id) : '');
  const [complete, setComplete] = useState(set?.is_complete ?? false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(set?.thumbnail ?? null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [yearError, setYearError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const ids = { file: useId() };
  const saving = save.isPending || upload.isPending;
  const verb = set ? 'update' : 'create';

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // the server applies the same rules; checking here keeps the answer beside the field
    const problems = {
      name: name.trim() ? undefined : M.setNameRequired,
      year: setYearProblem(year) ?? undefined,
    };
    setNameError(problems.name);
    setYearError(problems.year);
    if (problems.name || problems.year) return;
    let saved: CardSet;
    try {
      saved = await save.mutateAsync({
        setId: set?.set_id ?? null,
        body: {
          name: name.trim(),
          year: Number(year),
          organization: organization ? Number(organization) : null,
          manufacturer: manufacturer ? Number(manufacturer) : null,
          is_complete: complete,
          thumbnail: set?.thumbnail ?? null,
        },
      });
      toast.success(set ? M.setUpdated : M.setCreated);
    } catch (error) {
      const message = errorText(error, { fallback: '', prefer: 'message' });
      const field = FIELD_OF_MESSAGE[message];
      if (field) return field === 'name' ? setNameError(message) : setYearError(message);
      toast.error(`Failed to ${verb} set: ${message || 'Unknown error'}`);
      return;
    }
    if (file) {
      try {
        await upload.mutateAsync({ setId: saved.set_id, file });
        toast.success(M.thumbnailUploaded);
      } catch (error) {
        toast.error(
          `Failed to upload thumbnail: ${errorText(error, { fallback: 'Unknown error', prefer: 'message' })}`,
        );
      }
    }
    onSaved?.(saved);
    onClose();
  };

  return (
    <ModalForm
      open
      title={set ? 'Edit Set' : 'Create Set'}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={set ? 'Save Changes' : 'Create Set'}
      pending={saving}
      className="admin-form"
    >
      <TextField
        label="Set Name"
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
      />
      <TextField
        label="Year"
        type="number"
        min={SET_YEAR.min}
        max={SET_YEAR.max}
        value={year}
        error={yearError}
        onChange={(event) => {
          setYear(event.target.value);
          setYearError(undefined);
        }}
      />
      <SelectField label="Organization" value={organization} onChange={setOrganization}>
        <option value="">None</option>
        {(organizations.data ?? []).map((org) => (
          <option key={org.organization_id} value={org.organization_id}>
            {`${org.name} (${org.abbreviation})`}
          </option>
        ))}
      </SelectField>
      <SelectField label="Manufacturer" value={manufacturer} onChange={setManufacturer}>
        <option value="">None</option>
        {(manufacturers.data ?? []).map((maker) => (
          <option key={maker.manufacturer_id} value={maker.manufacturer_id}>
            {maker.name}
          </option>
        ))}
      </SelectField>
      <label className="admin-form__check">
        <input type="checkbox" checked={complete} onChange={(event) => setComplete(event.target.checked)} />
        Checklist is complete
      </label>
      <div className="field">
        <label className="field__label" htmlFor={ids.file}>
          Thumbnail
        </label>
        {preview ? <img className="admin-form__thumbnail" src={preview} alt="Set thumbnail preview" /> : null}
        <input
          id={ids.file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && !chosen.type.startsWith('image/')) {
              setFileError('Thumbnail must be an image file');
              setFile(null);
              return;
            }
            setFileError(undefined);
            setFile(chosen);
          }}
        />
        <FormError>{fileError}</FormError>
      </div>
    </ModalForm>
  );
}
