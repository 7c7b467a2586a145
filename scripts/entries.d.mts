/** A public entry point of the package (see entries.mjs). */
export interface Entry {
  /** The file under dist/ (`dist/<name>.js`). */
  name: string;
  /** The source module. */
  input: string;
  /** The file in the CDN build (`dist/cdn/<cdn>.js`), `false` for none; default `name`. */
  cdn?: string | false;
}
export const entries: Entry[];
export function cdnName(entry: Entry): string | undefined;
