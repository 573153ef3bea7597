/** A name made safe for a file name: "Köln night!" → "koln-night" (empty when nothing is left). */
export function fileSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents off: "Köln" → "koln"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
