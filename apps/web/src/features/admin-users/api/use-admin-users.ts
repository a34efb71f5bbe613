import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUsersContract,
  createAdminUserContract,
  resetAdminUserPasswordContract,
  updateAdminUserContract,
  type AdminUsersQuery,
  type CreateAdminUserBody,
  type UpdateAdminUserBody,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { adminUserKeys } from '@/lib/query-keys';

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(adminUsersContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminUserBody) => callEndpoint(createAdminUserContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UpdateAdminUserBody }) =>
      callEndpoint(updateAdminUserContract, { params: { id: userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: (userId: number) => callEndpoint(resetAdminUserPasswordContract, { params: { id: userId } }),
  });
}
