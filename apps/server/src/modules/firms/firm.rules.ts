/** The free trial length until the platform admin's System Settings own it (default 30 days). */
export const DEFAULT_TRIAL_DAYS = 30;

export function trialEndDate(startedAt: Date, trialDays: number = DEFAULT_TRIAL_DAYS): Date {
  const end = new Date(startedAt);
  end.setUTCDate(end.getUTCDate() + trialDays);
  return end;
}
