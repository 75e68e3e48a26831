import { holdsPermission } from '@portale/shared';
import type { AttachmentTarget } from '@/platform/attachments/registry';
import { ON_PERSONNEL } from '../access';
import { isHr, loadPersonAccess } from '../person-access';

/**
 * A person's documents, the Documenti tab of the person page (docs/personnel.md, "Chi vede cosa"): HR (manage_users,
 * admin_access) read, add and delete them all; the person reads them and adds their own (a certificate, an
 * attestation), deleting only what they added; their manager and colleagues get nothing (404), as for the
 * reserved data. Every download is audited.
 */
export const personAttachmentTarget: AttachmentTarget = {
  label: 'Scheda del dipendente',
  feature: 'personnel_module',
  kinds: ['pdf', 'office', 'image', 'text'],
  auditDownloads: true,
  async access(db, actor, userId) {
    if (!holdsPermission(actor.permissions, ON_PERSONNEL.permission) && !isHr(actor)) return null;
    const access = await loadPersonAccess(db, actor, userId);
    if (!access?.tabs.documents) return null;
    return { canUpload: true, canManage: isHr(actor) };
  },
  // HR filing a document on someone's record tells them; the person adding their own tells nobody.
  async announce(_db, actor, userId, fileName) {
    return {
      userIds: [userId],
      notification: {
        type: 'user',
        title: 'Nuovo documento nella tua scheda',
        message: `${fileName} — aggiunto da ${actor.name}`,
        link: `/app/personnel/${userId}?tab=documenti`,
      },
    };
  },
};
