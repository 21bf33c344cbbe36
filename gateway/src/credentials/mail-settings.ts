/** Whether e-mail can leave the product at all (NOQ_SMTP_URL): the links' flows and the admin's invitations ask first. */
export interface MailSettings {
  enabled: boolean;
}

export const mailSettingsFrom = (env: NodeJS.ProcessEnv): MailSettings => ({ enabled: (env.NOQ_SMTP_URL ?? '').trim() !== '' });
