import { FileSearch, Files, FileText } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { DOCUMENTS_TEXT } from './strings';

// Spec §2 and §6: the group needs view_documents and the document_manager_module flag.
export const documentsNav: NavGroup = {
  id: 'documents',
  label: DOCUMENTS_TEXT.group,
  icon: Files,
  requiredPermission: 'view_documents',
  requiresFeature: 'document_manager_module',
  entries: [
    { label: DOCUMENTS_TEXT.dashboard, to: '/app/documents', icon: FileText, exact: true },
    { label: DOCUMENTS_TEXT.list, to: '/app/documents/list', icon: Files },
    { label: DOCUMENTS_TEXT.search, to: '/app/documents/search', icon: FileSearch },
  ],
};
