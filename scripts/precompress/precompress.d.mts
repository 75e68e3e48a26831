export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
export interface PrecompressTotals {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}
export function precompressDir(dir: string): Promise<PrecompressTotals>;
export function describeTotals(totals: PrecompressTotals): string;
