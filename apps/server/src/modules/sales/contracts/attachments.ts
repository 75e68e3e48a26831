import { holdsPermission } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { AttachmentTarget } from '@/platform/attachments/registry';
import { type Db, selectRows } from '@/platform/db/database';
import { CRM_READERS, canEditContracts } from '../access';

async function contractFacts(db: Db, id: string) {
  const [row] = await selectRows<{ number: string; title: string; owner_id: string | null }>(
    db,
    sql`select number, title, owner_id::text as owner_id from sales_contracts where id = ${id}`,
  );
  return row ?? null;
}

/**
 * A contract's files (the signed copy, annexes, the notice sent): whoever reads the CRM reads them
 * (view_all_projects), holders of manage_contracts add and delete them (docs/sales.md, "Contratti").
 */
export const contractAttachmentTarget: AttachmentTarget = {
  label: 'Contratto',
  feature: CRM_READERS.feature,
  kinds: ['pdf', 'office', 'image', 'text'],
  async access(db, actor, id) {
    if (!holdsPermission(actor.permissions, CRM_READERS.permission)) return null;
    if (!(await contractFacts(db, id))) return null;
    const editor = canEditContracts(actor);
    return { canUpload: editor, canManage: editor };
  },
  // The contract's owner follows it: a file added by a colleague is for them.
  async announce(db, actor, id, fileNames) {
    const contract = await contractFacts(db, id);
    if (!contract?.owner_id) return null;
    return {
      userIds: [contract.owner_id],
      notification: {
        type: 'info',
        title: `Nuovo allegato sul contratto ${contract.number}`,
        message: `${fileNames} — aggiunto da ${actor.name} (${contract.title})`,
        link: `/app/crm/contracts/${id}`,
      },
    };
  },
};
