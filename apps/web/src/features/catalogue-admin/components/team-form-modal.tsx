import { useState, type FormEvent } from 'react';
import {
  ADMIN_TEAM_MESSAGES,
  normaliseHex,
  TEAM_ABBREVIATION_MAX,
  TEAM_DEFAULT_COLORS,
  type Team,
} from '@cardbinder/shared';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { ModalForm } from '@/components/ui/modal-form';
import { SelectField } from '@/components/ui/select-field';
import { TeamCircle } from '@/components/ui/team-circle';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useOrganizations } from '../api/use-admin-sets';
import { useSaveTeam } from '../api/use-admin-teams';
import '../catalogue-admin.css';

interface Fields {
  name: string;
  city: string;
  mascot: string;
  abbreviation: string;
  organization_id: string;
  primary_color: string;
  secondary_color: string;
}

const fieldsOf = (team: Team | null): Fields => ({
  name: team?.name ?? '',
  city: team?.city ?? '',
  mascot: team?.mascot ?? '',
  abbreviation: team?.abbreviation ?? '',
  organization_id: team?.organization_id ? String(team.organization_id) : '',
  primary_color: team?.primary_color ?? TEAM_DEFAULT_COLORS.primary,
  secondary_color: team?.secondary_color ?? TEAM_DEFAULT_COLORS.secondary,
});

function ColorField({
  label,
  value,
  fallback,
  onChange,
}: {
  label: string;
  value: string;
  fallback: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <div className="team-color">
          <input
            type="color"
            className="team-color__picker"
            aria-label={`${label} picker`}
            value={normaliseHex(value, fallback)}
            onChange={(event) => onChange(event.target.value)}
          />
          <input
            className="field__input"
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}

/** Add and edit team (doc 3 §2, §5): text trimmed, abbreviation ≤ 5, colour pickers and a live circle. */
export function TeamFormModal({ team, onClose }: { team: Team | null; onClose: () => void }) {
  const save = useSaveTeam();
  const organizations = useOrganizations();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(team));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as Fields;
    if (!team && (!trimmed.name || !trimmed.abbreviation || !trimmed.organization_id)) {
      setProblem(ADMIN_TEAM_MESSAGES.required);
      return;
    }
    const body = {
      name: trimmed.name,
      city: trimmed.city || null,
      mascot: trimmed.mascot || null,
      abbreviation: trimmed.abbreviation || null,
      organization_id: trimmed.organization_id ? Number(trimmed.organization_id) : null,
      primary_color: trimmed.primary_color || null,
      secondary_color: trimmed.secondary_color || null,
    };
    save.mutate(
      { teamId: team?.team_id ?? null, body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => {
          const reason = errorText(error, { fallback: 'Unknown error', prefer: 'message' });
          toast.error(`Failed to ${team ? 'update' : 'create'} team: ${reason}`);
        },
      },
    );
  };

  return (
    <ModalForm
      open
      title={team ? 'Edit Team' : 'Add Team'}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={team ? 'Save Changes' : 'Add Team'}
      pending={save.isPending}
      className="admin-form"
    >
      <div className="team-preview">
        <TeamCircle
          abbreviation={fields.abbreviation.trim() || '?'}
          name={fields.name.trim() || undefined}
          primaryColor={fields.primary_color}
          secondaryColor={fields.secondary_color}
          size="lg"
        />
        <span>{fields.name.trim() || 'New team'}</span>
      </div>
      <FormError boxed>{problem}</FormError>
      <div className="admin-form__grid">
        <TextField label="Name" value={fields.name} required onChange={(e) => set('name', e.target.value)} />
        <TextField label="City" value={fields.city} onChange={(e) => set('city', e.target.value)} />
        <TextField label="Mascot" value={fields.mascot} onChange={(e) => set('mascot', e.target.value)} />
        <TextField
          label="Abbreviation"
          value={fields.abbreviation}
          maxLength={TEAM_ABBREVIATION_MAX}
          required={!team}
          onChange={(e) => set('abbreviation', e.target.value)}
        />
        <SelectField
          label="Organization"
          value={fields.organization_id}
          required={!team}
          onChange={(value) => set('organization_id', value)}
          error={organizations.isError ? 'Failed to load organizations' : undefined}
        >
          <option value="">Select organization</option>
          {(organizations.data ?? []).map((org) => (
            <option key={org.organization_id} value={org.organization_id}>
              {`${org.name} (${org.abbreviation})`}
            </option>
          ))}
        </SelectField>
        <ColorField
          label="Primary Color"
          value={fields.primary_color}
          fallback={TEAM_DEFAULT_COLORS.primary}
          onChange={(value) => set('primary_color', value)}
        />
        <ColorField
          label="Secondary Color"
          value={fields.secondary_color}
          fallback={TEAM_DEFAULT_COLORS.secondary}
          onChange={(value) => set('secondary_color', value)}
        />
      </div>
    </ModalForm>
  );
}
