import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_LIMITS, updateProfileBodySchema, type OwnProfile } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useUpdateProfile, type ProfileFields } from '../api/use-profile-mutations';

/** Bio (with its counter), website, location and the public/private switch, saved together. */
export function ProfileDetailsForm({ profile }: { profile: OwnProfile }) {
  const { register, handleSubmit, control, setValue, formState } = useForm<ProfileFields>({
    defaultValues: {
      bio: profile.bio ?? '',
      website: profile.website ?? '',
      location: profile.location ?? '',
      is_public_profile: profile.is_public_profile,
    },
    resolver: zodResolver(updateProfileBodySchema),
  });
  const { errors } = formState;
  const update = useUpdateProfile();
  const [bio, isPublic] = useWatch({ control, name: ['bio', 'is_public_profile'] });

  const save = (fields: ProfileFields) =>
    update.mutate(fields, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) =>
        toast.error(errorText(error, { fallback: 'Failed to update profile', prefer: 'message' })),
    });

  return (
    <form
      className="settings-section"
      onSubmit={(event) => void handleSubmit(save)(event)}
      aria-labelledby="about-heading"
      noValidate
    >
      <h2 id="about-heading">About You</h2>
      <Field label="Bio" hint={`${bio?.length ?? 0}/${PROFILE_LIMITS.bio}`} error={errors.bio?.message}>
        {(control) => (
          <textarea
            className="field__input"
            rows={4}
            maxLength={PROFILE_LIMITS.bio}
            {...control}
            {...register('bio')}
          />
        )}
      </Field>
      <TextField
        label="Website"
        type="url"
        placeholder="https://"
        maxLength={PROFILE_LIMITS.website}
        error={errors.website?.message}
        {...register('website')}
      />
      <TextField
        label="Location"
        maxLength={PROFILE_LIMITS.location}
        error={errors.location?.message}
        {...register('location')}
      />
      <fieldset className="settings-privacy">
        <legend>Privacy</legend>
        <label className="checkbox-row">
          <input
            type="radio"
            name="privacy"
            checked={isPublic === true}
            onChange={() => setValue('is_public_profile', true)}
          />
          Public profile: anyone can see your profile, stats and favorite cards
        </label>
        <label className="checkbox-row">
          <input
            type="radio"
            name="privacy"
            checked={isPublic === false}
            onChange={() => setValue('is_public_profile', false)}
          />
          Private profile: only you can see it
        </label>
      </fieldset>
      <Button type="submit" size="sm" loading={update.isPending}>
        Save Profile
      </Button>
    </form>
  );
}
