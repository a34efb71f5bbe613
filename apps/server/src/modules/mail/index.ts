/** What other modules may use of the mail module. */
export { type MailMessage, type MailService, createMailService } from './mail.service';
