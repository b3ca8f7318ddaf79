export function trialEndDate(startedAt: Date, trialDays: number): Date {
  const end = new Date(startedAt);
  end.setUTCDate(end.getUTCDate() + trialDays);
  return end;
}
