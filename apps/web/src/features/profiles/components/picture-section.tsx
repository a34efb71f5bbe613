import { useRef, type ChangeEvent } from 'react';
import { PHOTO_MIME_TYPES, PROFILE_LIMITS, PROFILE_MESSAGES } from '@cardbinder/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useDeletePicture, useUploadPicture } from '../api/use-profile-mutations';
import { Panel } from '@/components/ui/panel';

/** The first problem of a chosen file as the spec words it, or null (the server checks the bytes again). */
export function pictureProblem(file: File): string | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.pictureType;
  if (file.size >= PROFILE_LIMITS.pictureBytes) return PROFILE_MESSAGES.pictureSize;
  return null;
}

export function PictureSection({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  const remove = useDeletePicture();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) =>
        toast.error(errorText(error, { fallback: 'Failed to upload profile picture', prefer: 'message' })),
    });
  };

  return (
    <Panel className="settings-section" title="Profile Picture">
      <div className="settings-picture">
        <Avatar name={name} imageUrl={avatarUrl} size="lg" />
        <div className="settings-picture__actions">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label="Choose a profile picture"
            onChange={choose}
          />
          <Button
            size="sm"
            variant="secondary"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {avatarUrl ? 'Change Picture' : 'Upload Picture'}
          </Button>
          {avatarUrl ? (
            <Button
              size="sm"
              variant="ghost"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (error) =>
                    toast.error(errorText(error, { fallback: 'Failed to delete profile picture' })),
                })
              }
            >
              Remove Picture
            </Button>
          ) : null}
          <p className="muted">JPEG, PNG or WebP, smaller than 2MB. It is cropped square.</p>
        </div>
      </div>
    </Panel>
  );
}
