import type { Db } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import { publishDueNews } from './service';

/** Publishes the scheduled news whose time has come, every minute (docs/communications.md). */
export function newsPublishingJob(db: Db): JobDefinition {
  return {
    name: 'news-scheduled-publishing',
    description: 'Pubblica le notizie programmate quando arriva la loro ora e avvisa i lettori',
    intervalMs: 60 * 1000,
    firstRunDelayMs: 30 * 1000,
    async run() {
      await publishDueNews(db);
    },
  };
}
