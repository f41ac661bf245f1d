const HONORIFIC = /^(dr|prof|mr|mrs|ms|mx)\.?$/i;

/** A person's name as words without titles: ['Ramesh', 'Rao'] for "Dr. Ramesh Rao" (none left: []). */
export function nameWords(name: string | null | undefined): string[] {
  return (name ?? '').split(/\s+/).filter((w) => w && !HONORIFIC.test(w));
}
