import {
  forgotPasswordContract,
  loginContract,
  registerContract,
  resendVerificationContract,
  resetPasswordContract,
  usernameAvailabilityContract,
  verifyEmailContract,
  type EndpointResponse,
  type LoginBody,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';

export type LoginResponse = EndpointResponse<typeof loginContract>;
/** Screens read these answers defensively (a field may be missing), so every field is optional here. */
export type MessageResponse = Partial<EndpointResponse<typeof registerContract>>;
export type VerifyEmailResponse = Partial<EndpointResponse<typeof verifyEmailContract>> & {
  error?: string;
  details?: unknown;
};
export type UsernameAvailability = EndpointResponse<typeof usernameAvailabilityContract>;

export interface RegisterPayload {
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The calls of spec §7 (Auth), one function each; signed-out calls send no token. */
const signedOut = { token: null };

export const authApi = {
  login: (body: LoginBody) => callEndpoint(loginContract, { body }, signedOut),
  register: (body: RegisterPayload): Promise<MessageResponse> =>
    callEndpoint(registerContract, { body }, signedOut),
  forgotPassword: (email: string): Promise<MessageResponse> =>
    callEndpoint(forgotPasswordContract, { body: { email } }, signedOut),
  resetPassword: (token: string, password: string): Promise<MessageResponse> =>
    callEndpoint(resetPasswordContract, { body: { token, password } }, signedOut),
  verifyEmail: (token: string): Promise<VerifyEmailResponse> =>
    callEndpoint(verifyEmailContract, { body: { token } }, signedOut),
  resendVerification: (email: string): Promise<MessageResponse> =>
    callEndpoint(resendVerificationContract, { body: { email } }, signedOut),
  checkUsername: (username: string, signal?: AbortSignal) =>
    callEndpoint(usernameAvailabilityContract, { params: { username } }, { token: null, signal }),
};
