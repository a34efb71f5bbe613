import { WELCOME_LINK_HOURS } from '@cardbinder/shared';
import type { MailMessage } from '@/modules/mail';

export function verificationMail(to: string, firstName: string | null, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your CardBinder email address',
    text: `Hi ${firstName ?? 'there'},\n\nWelcome to CardBinder! Confirm your email address to start your collection:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this mail.`,
  };
}

export function resetMail(to: string, firstName: string | null, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your CardBinder password',
    text: `Hi ${firstName ?? 'there'},\n\nSomeone asked to reset the password of your CardBinder account. Choose a new password here:\n\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this mail: your password stays as it is.`,
  };
}

export function welcomeMail(to: string, firstName: string | null, link: string): MailMessage {
  return {
    to,
    subject: 'Welcome to CardBinder',
    text: `Hi ${firstName ?? 'there'},\n\nA CardBinder account was created for you. Choose your password here to sign in:\n\n${link}\n\nThe link works once and expires in ${WELCOME_LINK_HOURS} hours; after that, use 'Forgot password' on the sign-in page.`,
  };
}
