import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changePasswordContract,
  deletePictureContract,
  endpointPath,
  updateProfileContract,
  updateUsernameContract,
  uploadPictureContract,
  type EndpointInput,
  type EndpointResponse,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload-form';
import { authKeys, profileKeys } from '@/lib/query-keys';

/** A profile change also refreshes the signed-in user (header avatar and name) and any profile shown. */
function useInvalidateProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: authKeys.profile }),
    ]);
}

export type ProfileFields = EndpointInput<typeof updateProfileContract>['body'];

export function useUpdateProfile() {
  const onSuccess = useInvalidateProfile();
  return useMutation({
    mutationFn: (body: ProfileFields) => callEndpoint(updateProfileContract, { body }),
    onSuccess,
  });
}

export function useUpdateUsername() {
  const onSuccess = useInvalidateProfile();
  return useMutation({
    mutationFn: (username: string) => callEndpoint(updateUsernameContract, { body: { username } }),
    onSuccess,
  });
}

export function useUploadPicture() {
  const onSuccess = useInvalidateProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('picture', file);
      return uploadForm<EndpointResponse<typeof uploadPictureContract>>(
        endpointPath(uploadPictureContract.path, undefined),
        uploadPictureContract.method,
        form,
      );
    },
    onSuccess,
  });
}

export function useDeletePicture() {
  const onSuccess = useInvalidateProfile();
  return useMutation({ mutationFn: () => callEndpoint(deletePictureContract, {}), onSuccess });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      callEndpoint(changePasswordContract, { body }),
  });
}
