import { useState, type FormEvent } from 'react';
import { PROFILE_LIMITS, PROFILE_MESSAGES, websiteProblem, type OwnProfile } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useUpdateProfile, type ProfileFields } from '../api/use-profile-mutations';

function fieldsProblem(fields: ProfileFields): string | null {
  if (fields.bio.length > PROFILE_LIMITS.bio) return PROFILE_MESSAGES.bioLong;
  if (fields.website.trim()) {
    const problem = websiteProblem(fields.website.trim());
    if (problem) return problem;
  }
  if (fields.location.length > PROFILE_LIMITS.location) return PROFILE_MESSAGES.locationLong;
  return null;
}

/** Bio (with its counter), website, location and the public/private switch, saved together. */
export function ProfileDetailsForm({ profile }: { profile: OwnProfile }) {
  const [fields, setFields] = useState<ProfileFields>({
    bio: profile.bio ?? '',
    website: profile.website ?? '',
    location: profile.location ?? '',
    is_public_profile: profile.is_public_profile,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();
  const set = (patch: Partial<ProfileFields>) => setFields((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldsProblem(fields);
    setProblem(found);
    if (found) return;
    update.mutate(fields, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) =>
        toast.error(errorText(error, { fallback: 'Failed to update profile', prefer: 'message' })),
    });
  };

  return (
    <form className="settings-section" onSubmit={submit} aria-labelledby="about-heading" noValidate>
      <h2 id="about-heading">About You</h2>
      <div className="field">
        <label className="field__label" htmlFor="profile-bio">
          Bio
        </label>
        <textarea
          id="profile-bio"
          className="field__input"
          rows={4}
          maxLength={PROFILE_LIMITS.bio}
          value={fields.bio}
          onChange={(event) => set({ bio: event.target.value })}
          aria-describedby="profile-bio-count"
        />
        <div id="profile-bio-count" className="field__hint field__hint--neutral">
          {fields.bio.length}/{PROFILE_LIMITS.bio}
        </div>
      </div>
      <TextField
        label="Website"
        type="url"
        placeholder="https://"
        maxLength={PROFILE_LIMITS.website}
        value={fields.website}
        onChange={(event) => set({ website: event.target.value })}
      />
      <TextField
        label="Location"
        maxLength={PROFILE_LIMITS.location}
        value={fields.location}
        onChange={(event) => set({ location: event.target.value })}
      />
      <fieldset className="settings-privacy">
        <legend>Privacy</legend>
        <label className="checkbox-row">
          <input
            type="radio"
            name="privacy"
            checked={fields.is_public_profile}
            onChange={() => set({ is_public_profile: true })}
          />
          Public profile: anyone can see your profile, stats and favorite cards
        </label>
        <label className="checkbox-row">
          <input
            type="radio"
            name="privacy"
            checked={!fields.is_public_profile}
            onChange={() => set({ is_public_profile: false })}
          />
          Private profile: only you can see it
        </label>
      </fieldset>
      <FormError>{problem}</FormError>
      <Button type="submit" size="sm" loading={update.isPending}>
        Save Profile
      </Button>
    </form>
  );
}
