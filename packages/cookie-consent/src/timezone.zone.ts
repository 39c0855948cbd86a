/** Whether a name is an IANA time zone this runtime knows (`Europe/Berlin`; not `Mars/Olympus`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** The runtime's IANA time zone, or null when it names none. */
export function detectTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}
