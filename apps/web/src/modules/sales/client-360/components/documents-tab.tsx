import { formatInstant } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { FolderOpen } from 'lucide-react';
import { useClientDocuments } from '../api/client-documents';
import { CLIENT_360_TEXT } from '../strings';
import { MORE, ROW_LINK, TabFrame, TabRow } from './tab-frame';

const TEXT = CLIENT_360_TEXT.documents;

/**
 * "Documenti": what is shared with the client company (a grant to it, the document's own or its folder's) and the
 * user may read, most recently changed first.
 */
export function ClientDocumentsTab({ clientId }: { clientId: string }) {
  const { data } = useClientDocuments(clientId);
  const { items, pagination } = data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.hint}</p>
      <TabFrame
        title={TEXT.title}
        count={TEXT.count(pagination.total)}
        shown={CLIENT_360_TEXT.shown(items.length, pagination.total)}
        more={
          <Link to="/app/documents" className={MORE}>
            {TEXT.open}
          </Link>
        }
        empty={items.length === 0 ? { icon: FolderOpen, title: TEXT.empty, hint: TEXT.emptyHint } : null}
      >
        {items.map((d) => (
          <TabRow
            key={d.id}
            title={
              <Link to="/app/documents/$id" params={{ id: d.id }} className={ROW_LINK}>
                {d.title}
              </Link>
            }
            meta={[d.folder_name, d.file_name, formatInstant(d.updated_at, 'date')].filter(Boolean).join(' · ')}
          />
        ))}
      </TabFrame>
    </div>
  );
}
