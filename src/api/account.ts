import { request } from './client';
import type { LoginResponse, MessageResponse, RegisterRequest } from './types';

export function register(body: RegisterRequest): Promise<MessageResponse> {
  return request('/auth/register', { method: 'POST', body });
}

export function login(loginIdentifier: string, password: string): Promise<LoginResponse> {
  return request('/auth/login', { method: 'POST', body: { loginIdentifier, password } });
}

export function resendVerification(email: string): Promise<MessageResponse> {
  return request('/auth/resend-verification', { method: 'POST', body: { email } });
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return request('/auth/reset-password', { method: 'POST', body: { email } });
}

export function confirmPasswordReset(token: string, password: string): Promise<MessageResponse> {
  return request('/auth/reset-password-confirm', { method: 'POST', body: { token, password } });
}

export function verifyEmail(token: string): Promise<MessageResponse> {
  return request('/auth/verify-email', { query: { token } });
}
