/** Finance dates as pages show them ('1 July 2026' for 2026-07-01; UTC calendar days). */
const dayFormat = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
