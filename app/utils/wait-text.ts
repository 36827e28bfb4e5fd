/** "1 minute", "9 minutes": how long a limit's wait of `seconds` is, rounded up to whole minutes. */
export function minutesText(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
