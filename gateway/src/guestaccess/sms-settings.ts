/** Whether SMS can leave the product at all (NOQ_SMS_URL): the phone login and the phone registration ask first (issue 36). */
export interface SmsLoginSettings {
  enabled: boolean;
}

export const smsLoginSettingsFrom = (env: NodeJS.ProcessEnv): SmsLoginSettings => ({ enabled: (env.NOQ_SMS_URL ?? '').trim() !== '' });
